import { useQuery } from '@tanstack/react-query';
import { CategorySchema, type Category } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { useCommunityScope } from '../community/community-scope';

/** Vendor counts are the resident's community's, so the community is part of the key. */
export const categoriesQueryKey = (community: number | null) => ['categories', community] as const;

/** Customer spec 9: the categories list stays fresh 30 seconds. */
const CATEGORIES_FRESH_MS = 30_000;

/** GET /api/categories. A failure is reported to the console and stays a failure for the screens. */
async function fetchCategories(): Promise<Category[]> {
  try {
    return CategorySchema.array().parse(await apiFetch<unknown>('/api/categories'));
  } catch (error) {
    console.error('Categories could not be loaded', error);
    throw error;
  }
}

/**
 * The categories: one cached list for home's grid, the directory and a category's vendors. Customer
 * spec 8 has a failed fetch give home an empty list (it reads `data ?? []`), while the directory
 * shows its own error text for it, so the query keeps the failure rather than hiding it.
 */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey(useCommunityScope()),
    queryFn: fetchCategories,
    staleTime: CATEGORIES_FRESH_MS,
  });
}
