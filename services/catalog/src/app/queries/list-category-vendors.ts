import type { CategoryRepository } from '../../domain/category.repository';
import { NotFoundError } from '../../domain/errors';
import type { VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';

export interface ListCategoryVendorsDeps {
  categories: CategoryRepository;
  vendors: VendorRepository;
}

export async function listCategoryVendors(
  deps: ListCategoryVendorsDeps,
  categoryId: number,
): Promise<VendorRecord[]> {
  if (!(await deps.categories.findCategory(categoryId))) throw new NotFoundError('Category not found');
  return deps.vendors.listByCategory(categoryId);
}
