import { useQuery } from '@tanstack/react-query';
import {
  GenerateImageResultSchema,
  MenuItemSchema,
  VendorDetailsResponseSchema,
  VendorSchema,
  type GenerateImageRequest,
  type MenuItem,
  type Vendor,
  type VendorDetailsResponse,
} from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';

/** Customer spec 9: vendor data stays fresh 30 seconds and is kept 60. */
const VENDOR_CACHE = { staleTime: 30_000, gcTime: 60_000 } as const;

export const vendorQueryKey = (vendorId: string) => ['vendor', vendorId] as const;

const vendorPath = (vendorId: string) => `/api/vendors/${encodeURIComponent(vendorId)}`;

/** GET /api/vendors/{id}. */
export function useVendor(vendorId: string) {
  return useQuery({
    queryKey: vendorQueryKey(vendorId),
    queryFn: async (): Promise<Vendor> => VendorSchema.parse(await apiFetch<unknown>(vendorPath(vendorId))),
    ...VENDOR_CACHE,
  });
}

/** GET /api/vendors/{id}/menu: every item, available or not, in menu order. */
export function useVendorMenu(vendorId: string) {
  return useQuery({
    queryKey: [...vendorQueryKey(vendorId), 'menu'],
    queryFn: async (): Promise<MenuItem[]> =>
      MenuItemSchema.array().parse(await apiFetch<unknown>(`${vendorPath(vendorId)}/menu`)),
    ...VENDOR_CACHE,
  });
}

/** GET /api/vendors/{id}/details: whether the vendor takes orders now. */
export function useVendorDetails(vendorId: string) {
  return useQuery({
    queryKey: [...vendorQueryKey(vendorId), 'details'],
    queryFn: async (): Promise<VendorDetailsResponse['data']> =>
      VendorDetailsResponseSchema.parse(await apiFetch<unknown>(`${vendorPath(vendorId)}/details`)).data,
    ...VENDOR_CACHE,
  });
}

/**
 * POST /api/generate-image for one menu item: the URL of its stored picture (/api/images/..., ours,
 * cached for good). Customer spec 8: a failure falls back to the letter placeholder, and HTTP errors
 * are only logged. The answer never changes for an item, so it is asked once per visit and not retried.
 */
export function useItemImage(request: GenerateImageRequest) {
  return useQuery({
    queryKey: ['item-image', request.restaurantId, request.itemName, request.category],
    queryFn: async (): Promise<string | null> => {
      try {
        const result = GenerateImageResultSchema.parse(
          await apiFetch<unknown>('/api/generate-image', { method: 'POST', body: request }),
        );
        return result.success && result.imageUrl !== undefined ? result.imageUrl : null;
      } catch (error) {
        if (error instanceof ApiError)
          console.warn(`Image generation failed: ${error.status}`, error.message);
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
