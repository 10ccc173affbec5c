import { useQuery } from '@tanstack/react-query';
import {
  MenuItemSchema,
  VendorDetailsResponseSchema,
  VendorReliabilitySchema,
  VendorSchema,
  type MenuItem,
  type Vendor,
  type VendorDetailsResponse,
  type VendorReliability,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

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
 * GET /api/vendors/{id}/reliability (the order service): how fast the store accepts and how many of
 * its last orders it delivered. The page shows nothing of it while it loads or when it fails.
 */
export function useVendorReliability(vendorId: string) {
  return useQuery({
    queryKey: [...vendorQueryKey(vendorId), 'reliability'],
    queryFn: async (): Promise<VendorReliability> =>
      VendorReliabilitySchema.parse(await apiFetch<unknown>(`${vendorPath(vendorId)}/reliability`)),
    ...VENDOR_CACHE,
  });
}
