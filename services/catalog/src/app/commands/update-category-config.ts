import { CATEGORY_ADMIN_MESSAGES, type CategoryConfigForm } from '@marketplace/contracts';
import type { CategoryConfigRecord } from '../../domain/category-config';
import { NotFoundError } from '../../domain/errors';
import { freeCategoryConfigFields } from './category-config-fields';
import type { CategoryConfigDeps } from './create-category-config';

/**
 * PUT /api/admin/category-configs/{id}: the whole form again. Keys left blank stay as stored; the
 * next billing read, order and partner sync use the new values.
 */
export async function updateCategoryConfig(
  deps: CategoryConfigDeps,
  input: { id: number; form: CategoryConfigForm },
): Promise<CategoryConfigRecord> {
  const fields = await freeCategoryConfigFields(deps.categoryConfigs, input.form, input.id);
  const updated = await deps.categoryConfigs.update(input.id, fields);
  if (!updated) throw new NotFoundError(CATEGORY_ADMIN_MESSAGES.categoryConfigNotFound);
  return updated;
}
