import { useQuery } from '@tanstack/react-query';
import { VendorSchema, vendorsFetchFailedMessage, type Vendor } from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';
import { useCommunityScope } from '../community/community-scope';

/** A signed-in resident sees the vendors serving their community: the community is part of the key. */
export const categoryVendorsQueryKey = (categoryId: string, community: number | null) =>
  ['vendors', 'category', categoryId, community] as const;

/** Customer spec 9: a category's vendors stay fresh 5 minutes and are kept 10. */
const CATEGORY_VENDORS_FRESH_MS = 5 * 60_000;
const CATEGORY_VENDORS_KEPT_MS = 10 * 60_000;

/** GET /api/vendors/category/{categoryId}; an HTTP failure throws spec 8's text. */
export async function fetchCategoryVendors(categoryId: string): Promise<Vendor[]> {
  try {
    return VendorSchema.array().parse(
      await apiFetch<unknown>(`/api/vendors/category/${encodeURIComponent(categoryId)}`),
    );
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(vendorsFetchFailedMessage(error.status, error.statusText), { cause: error });
    }
    throw error;
  }
}

export function useCategoryVendors(categoryId: string) {
  return useQuery({
    queryKey: categoryVendorsQueryKey(categoryId, useCommunityScope()),
    queryFn: () => fetchCategoryVendors(categoryId),
    staleTime: CATEGORY_VENDORS_FRESH_MS,
    gcTime: CATEGORY_VENDORS_KEPT_MS,
  });
}
