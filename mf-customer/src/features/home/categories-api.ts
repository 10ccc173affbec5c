import { useQuery } from '@tanstack/react-query';
import { CategorySchema, type Category } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

export const CATEGORIES_QUERY_KEY = ['categories'] as const;

/** Customer spec 9: the categories list stays fresh 30 seconds. */
const CATEGORIES_FRESH_MS = 30_000;

/** GET /api/categories. Customer spec 8: a failure gives an empty list, reported only to the console. */
async function fetchCategories(): Promise<Category[]> {
  try {
    return CategorySchema.array().parse(await apiFetch<unknown>('/api/categories'));
  } catch (error) {
    console.error('Categories could not be loaded', error);
    return [];
  }
}

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: fetchCategories,
    staleTime: CATEGORIES_FRESH_MS,
  });
}
