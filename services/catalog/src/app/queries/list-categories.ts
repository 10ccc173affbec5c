import type { CategoryListing } from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';

/**
 * Hidden categories are listed too, flagged: the screens filter on isActive and isOrderable
 * themselves. A resident with a community sees how many vendors serve it; anyone else, all.
 */
export function listCategories(
  deps: { categories: CategoryRepository },
  input: { communityId: number | null },
): Promise<CategoryListing[]> {
  return deps.categories.listCategories(input.communityId);
}
