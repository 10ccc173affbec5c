import type { CategoryRepository } from '../../domain/category.repository';
import { NotFoundError } from '../../domain/errors';
import { distanceFromCommunity } from '../../domain/service-area';
import type { VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';

export interface ListCategoryVendorsDeps {
  categories: CategoryRepository;
  vendors: VendorRepository;
}

/**
 * The category's vendors: for a resident with a community, those serving it, with their distance
 * from it; for anyone else, all of them with their stored distance.
 */
export async function listCategoryVendors(
  deps: ListCategoryVendorsDeps,
  input: { categoryId: number; communityId: number | null },
): Promise<VendorRecord[]> {
  if (!(await deps.categories.findCategory(input.categoryId))) throw new NotFoundError('Category not found');
  return (await deps.vendors.listByCategory(input.categoryId, input.communityId)).map(distanceFromCommunity);
}
