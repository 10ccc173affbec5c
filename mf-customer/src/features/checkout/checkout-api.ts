import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AddressListSchema,
  BillingConfigSchema,
  ORDER_MESSAGES,
  OrderSchema,
  VendorDetailsResponseSchema,
  type Address,
  type AddressRequest,
  type BillingConfig,
  type Order,
  type PlaceOrderRequest,
  type ProfileUpdate,
} from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';
import { ADDRESSES_QUERY_KEY, createAddress } from '../addresses/addresses-api';
import { USER_PROFILE_QUERY_KEY, updateUserProfile } from '../profile/profile-api';
import { vendorQueryKey } from '../vendor/vendor-api';
import { isSameAddress } from './checkout-form';

/** A category's billing changes only in the back-office; a cart and its checkout can share one read. */
const BILLING_FRESH_MS = 5 * 60_000;

export const billingQueryKey = (categoryId: number | null) => ['categories', categoryId, 'billing'] as const;

/**
 * GET /api/categories/{id}/billing. Customer spec 8 and 9: without a config the bill is the items
 * alone, and only a 404 says there is none. Any other failure (a 5xx, a body that is not a config)
 * rejects, so react-query retries and never keeps it as "no charges" for BILLING_FRESH_MS: the
 * order service prices with the real config and would refuse every order meanwhile.
 */
export async function fetchCategoryBilling(categoryId: number): Promise<BillingConfig | null> {
  try {
    return BillingConfigSchema.parse(await apiFetch<unknown>(`/api/categories/${categoryId}/billing`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    console.error('Failed to fetch billing configuration', error);
    throw error;
  }
}

export function useCategoryBilling(categoryId: number | null) {
  return useQuery({
    queryKey: billingQueryKey(categoryId),
    queryFn: () => fetchCategoryBilling(categoryId as number),
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

/** A placed order: the whole order when its body reads as one, else only its id (null if even that is missing). */
export type PlacedOrder = { id: number; order: Order } | { id: number | null; order: null };

/**
 * The 2xx body of POST /api/orders. The order exists whatever the body looks like, so a body that
 * does not match OrderSchema is no failure (the resident would place it again): its id is enough
 * for the confirmation, and the mismatch is logged for us to fix.
 */
export function placedOrderOf(body: unknown): PlacedOrder {
  const parsed = OrderSchema.safeParse(body);
  if (parsed.success) return { id: parsed.data.id, order: parsed.data };
  console.error('The placed order does not match OrderSchema', parsed.error);
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  return { id: Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null, order: null };
}

/** POST /api/orders. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  return placedOrderOf(await apiFetch<unknown>('/api/orders', { method: 'POST', body: request }));
}

/** The order service refused the total the resident saw: the prices it charges with are newer. */
export function isPricesChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 409 || error.status === 422) &&
    error.message === ORDER_MESSAGES.pricesChanged
  );
}

/** After a prices-changed refusal the next attempt must read the bill and the menu afresh. */
export async function refreshPrices(
  queryClient: QueryClient,
  categoryId: number | null,
  vendorId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingQueryKey(categoryId) }),
    queryClient.invalidateQueries({ queryKey: [...vendorQueryKey(String(vendorId)), 'menu'] }),
  ]);
}

/**
 * Customer spec 7 and 9: POST /api/user/addresses after the order, unless the address book already
 * has this address (every order would add another copy). A list that cannot be read is no reason
 * to skip the save, and a duplicate is the lesser harm than a lost address.
 */
async function saveAddressUnlessKnown(queryClient: QueryClient, address: AddressRequest): Promise<void> {
  let known: Address[] = [];
  try {
    known = AddressListSchema.parse(await apiFetch<unknown>('/api/user/addresses'));
  } catch (error) {
    console.warn('Could not read the address book before saving the delivery address', error);
  }
  if (known.some((saved) => isSameAddress(saved, address))) return;
  await createAddress(address);
  await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
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
      saveAddressUnlessKnown(queryClient, address).catch((error: unknown) =>
        console.warn('Failed to save the delivery address', error),
      ),
    );
  await Promise.all(saves);
}
