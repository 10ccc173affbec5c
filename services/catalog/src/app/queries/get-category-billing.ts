import type { CategoryBillingRecord } from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';
import { NotFoundError } from '../../domain/errors';

const BILLING_NOT_FOUND_MESSAGE = 'Billing configuration not found';

export async function getCategoryBilling(
  deps: { categories: CategoryRepository },
  categoryId: number,
): Promise<CategoryBillingRecord> {
  const billing = await deps.categories.findBilling(categoryId);
  if (!billing) throw new NotFoundError(BILLING_NOT_FOUND_MESSAGE);
  return billing;
}
