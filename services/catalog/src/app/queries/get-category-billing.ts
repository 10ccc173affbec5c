import type { CategoryBillingRecord } from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';
import { NotFoundError } from '../../domain/errors';

export const BILLING_NOT_FOUND_MESSAGE = 'Billing configuration not found';

export async function getCategoryBilling(
  categories: CategoryRepository,
  categoryId: number,
): Promise<CategoryBillingRecord> {
  const billing = await categories.findBilling(categoryId);
  if (!billing) throw new NotFoundError(BILLING_NOT_FOUND_MESSAGE);
  return billing;
}
