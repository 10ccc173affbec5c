import { CATEGORY_ADMIN_MESSAGES, type PartnerRef } from '@marketplace/contracts';
import type { CategoryRepository } from '../../domain/category.repository';
import { NotFoundError } from '../../domain/errors';

/**
 * GET /internal/category-configs/{id}: a partner is a category config, by id (webhook secrets and
 * the webhook-partner-id header name it). The webhook service asks before it makes a secret.
 */
export async function getPartner(
  deps: { categories: Pick<CategoryRepository, 'findCategory'> },
  categoryConfigId: number,
): Promise<PartnerRef> {
  const category = await deps.categories.findCategory(categoryConfigId);
  if (!category) throw new NotFoundError(CATEGORY_ADMIN_MESSAGES.categoryConfigNotFound);
  return { id: category.id, name: category.name };
}
