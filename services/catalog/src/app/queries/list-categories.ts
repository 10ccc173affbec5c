import type { CategoryListing } from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';

/** Hidden categories are listed too, flagged: the screens filter on isActive and isOrderable themselves. */
export function listCategories(deps: { categories: CategoryRepository }): Promise<CategoryListing[]> {
  return deps.categories.listCategories();
}
