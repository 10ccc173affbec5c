import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AddressListSchema, AddressSchema, type Address, type AddressRequest } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

export const ADDRESSES_QUERY_KEY = ['user', 'addresses'] as const;

/** GET /api/user/addresses: the resident's addresses, default first, then newest. */
export const addressesQuery = queryOptions({
  queryKey: ADDRESSES_QUERY_KEY,
  queryFn: async (): Promise<Address[]> =>
    AddressListSchema.parse(await apiFetch<unknown>('/api/user/addresses')),
});

export function useAddresses() {
  return useQuery(addressesQuery);
}

/** POST /api/user/addresses. */
export async function createAddress(request: AddressRequest): Promise<Address> {
  return AddressSchema.parse(
    await apiFetch<unknown>('/api/user/addresses', { method: 'POST', body: request }),
  );
}

/** PUT /api/user/addresses/{id}. */
export async function updateAddress(id: number, request: AddressRequest): Promise<Address> {
  return AddressSchema.parse(
    await apiFetch<unknown>(`/api/user/addresses/${id}`, { method: 'PUT', body: request }),
  );
}

export interface SaveAddressInput {
  /** Absent when adding. */
  id?: number;
  request: AddressRequest;
}

/** POST /api/user/addresses or PUT /api/user/addresses/{id}; the list reloads afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: SaveAddressInput): Promise<Address> =>
      id === undefined ? createAddress(request) : updateAddress(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

/** DELETE /api/user/addresses/{id}; then the list reloads (customer spec 4). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await apiFetch(`/api/user/addresses/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
