import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  BillingConfigSchema,
  OrderSchema,
  VendorDetailsResponseSchema,
  type AddressRequest,
  type BillingConfig,
  type Order,
  type PlaceOrderRequest,
  type ProfileUpdate,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { ADDRESSES_QUERY_KEY, createAddress } from '../addresses/addresses-api';
import { USER_PROFILE_QUERY_KEY, updateUserProfile } from '../profile/profile-api';

/** A category's billing changes only in the back-office; a cart and its checkout can share one read. */
const BILLING_FRESH_MS = 5 * 60_000;

/**
 * GET /api/categories/{id}/billing. Customer spec 8 and 9: without a config (none set, 404, or the
 * call failing) the bill is the items alone and the failure is only logged.
 */
export function useCategoryBilling(categoryId: number | null) {
  return useQuery({
    queryKey: ['categories', categoryId, 'billing'],
    queryFn: async (): Promise<BillingConfig | null> => {
      try {
        return BillingConfigSchema.parse(await apiFetch<unknown>(`/api/categories/${categoryId}/billing`));
      } catch (error) {
        console.error('Failed to fetch billing configuration', error);
        return null;
      }
    },
    enabled: categoryId !== null,
    staleTime: BILLING_FRESH_MS,
  });
}

/**
 * GET /api/vendors/{id}/details just before placing: whether the vendor still takes orders. Null
 * when the check itself fails, which customer spec 8 says to ignore (the order service refuses a
 * closed vendor anyway).
 */
export async function vendorIsOpen(vendorId: number): Promise<boolean | null> {
  try {
    return VendorDetailsResponseSchema.parse(await apiFetch<unknown>(`/api/vendors/${vendorId}/details`)).data
      .isOpen;
  } catch (error) {
    console.warn('Vendor availability check failed; placing the order anyway', error);
    return null;
  }
}

/** POST /api/orders: the placed order (201). */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return OrderSchema.parse(await apiFetch<unknown>('/api/orders', { method: 'POST', body: request }));
}

/**
 * Customer spec 7 and 8: after the order, the delivery details go to the profile and the address
 * book. The order is placed whatever happens here, so failures only warn.
 */
export async function saveDeliveryDetails(
  queryClient: QueryClient,
  profile: ProfileUpdate,
  address: AddressRequest | null,
): Promise<void> {
  const saves = [
    updateUserProfile(profile)
      .then(() => queryClient.invalidateQueries({ queryKey: USER_PROFILE_QUERY_KEY }))
      .catch((error: unknown) => console.warn('Failed to save the delivery details to the profile', error)),
  ];
  if (address !== null)
    saves.push(
      createAddress(address)
        .then(() => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }))
        .catch((error: unknown) => console.warn('Failed to save the delivery address', error)),
    );
  await Promise.all(saves);
}
