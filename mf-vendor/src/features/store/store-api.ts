import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StoreSchema,
  type Store,
  type StoreHoursRequest,
  type StorePauseRequest,
  type StoreUpdateRequest,
} from '@marketplace/contracts';
import { apiFetch, type ApiFetchOptions } from '@marketplace/ui/api';
import { VENDOR_ME_QUERY_KEY } from '../session/session-api';
import { storeRecheckMs } from './open-state';

/** A store's reads, under 'vendor' so that signing out drops them all. */
export const storeKeys = {
  store: (storeId: number) => ['vendor', 'store', storeId] as const,
  menu: (storeId: number) => ['vendor', 'store', storeId, 'menu'] as const,
  earnings: (storeId: number, from: string, to: string) =>
    ['vendor', 'store', storeId, 'earnings', from, to] as const,
};

export const storePath = (storeId: number) => `/api/vendor/stores/${storeId}`;

/**
 * GET /api/vendor/stores/{id}: the store as its members manage it. Read again just after its next
 * change on its own (changesAt) and every minute, for what another member changed.
 */
export function useStore(storeId: number) {
  return useQuery({
    queryKey: storeKeys.store(storeId),
    queryFn: async ({ signal }): Promise<Store> =>
      StoreSchema.parse(await apiFetch<unknown>(storePath(storeId), { signal })),
    refetchInterval: (query) => storeRecheckMs(query.state.data, Date.now()),
  });
}

/** A change of the store; the server answers the whole store, which replaces the cached one. */
function useStoreChange<Body>(
  storeId: number,
  method: ApiFetchOptions['method'],
  suffix = '',
  changed?: (body: Body) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body): Promise<Store> =>
      StoreSchema.parse(await apiFetch<unknown>(`${storePath(storeId)}${suffix}`, { method, body })),
    onSuccess: (store, body) => {
      queryClient.setQueryData(storeKeys.store(storeId), store);
      changed?.(body);
    },
  });
}

/** PATCH /api/vendor/stores/{id} `{ isOpen }`: the switch (any member). */
export function useSetOpen(storeId: number) {
  return useStoreChange<Pick<StoreUpdateRequest, 'isOpen'>>(storeId, 'PATCH');
}

/**
 * PATCH /api/vendor/stores/{id} with the profile's changed fields (the owner). A new name is also
 * the header's (GET /api/vendor/me names the member's stores), which is read again.
 */
export function useUpdateProfile(storeId: number) {
  const queryClient = useQueryClient();
  return useStoreChange<Omit<StoreUpdateRequest, 'isOpen'>>(storeId, 'PATCH', '', (body) => {
    if (body.name !== undefined) void queryClient.invalidateQueries({ queryKey: VENDOR_ME_QUERY_KEY });
  });
}

/** POST /api/vendor/stores/{id}/pause `{ minutes }`: Busy (any member); 0 ends the pause. */
export function usePause(storeId: number) {
  return useStoreChange<StorePauseRequest>(storeId, 'POST', '/pause');
}

/** PUT /api/vendor/stores/{id}/hours `{ hours }` (the owner); null takes the hours away. */
export function useSaveHours(storeId: number) {
  return useStoreChange<StoreHoursRequest>(storeId, 'PUT', '/hours');
}
