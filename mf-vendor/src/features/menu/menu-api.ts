import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  StoreMenuItemSchema,
  StoreMenuResponseSchema,
  type GenerateImageRequest,
  type MenuItemCreateRequest,
  type MenuItemUpdateRequest,
  type StoreMenuItem,
  type StoreMenuResponse,
} from '@marketplace/contracts';
import { apiFetch, itemImageQueryKey, requestItemImage } from '@marketplace/ui/api';
import { storeKeys, storePath } from '../store/store-api';
import { putItem, withItem } from './menu-list';

const itemPath = (itemId: number) => `/api/vendor/menu-items/${itemId}`;

/** How often the menu is read again for what another member changed. */
const MENU_RECHECK_MS = 60_000;

/** GET /api/vendor/stores/{id}/menu-items: the whole menu in menu order (the screen searches it itself). */
export function useStoreMenu(storeId: number) {
  return useQuery({
    queryKey: storeKeys.menu(storeId),
    queryFn: async ({ signal }): Promise<StoreMenuResponse> =>
      StoreMenuResponseSchema.parse(await apiFetch<unknown>(`${storePath(storeId)}/menu-items`, { signal })),
    // Two phones at one counter: what the other switched out of stock shows within a minute.
    refetchInterval: MENU_RECHECK_MS,
  });
}

function changeCachedMenu(
  queryClient: QueryClient,
  storeId: number,
  change: (items: StoreMenuItem[]) => StoreMenuItem[],
): void {
  queryClient.setQueryData<StoreMenuResponse>(storeKeys.menu(storeId), (menu) =>
    menu === undefined ? menu : { items: change(menu.items) },
  );
}

async function patchItem(itemId: number, body: MenuItemUpdateRequest): Promise<StoreMenuItem> {
  return StoreMenuItemSchema.parse(await apiFetch<unknown>(itemPath(itemId), { method: 'PATCH', body }));
}

/**
 * PATCH /api/vendor/menu-items/{id} `{ isAvailable }` (any member), shown at once: a refusal puts
 * the item back as it was (the caller says so). Only that item is put back, so a quick second tap
 * on another item keeps its own change.
 */
export function useSetAvailability(storeId: number) {
  const queryClient = useQueryClient();
  const setAvailable = (itemId: number, isAvailable: boolean) =>
    changeCachedMenu(queryClient, storeId, (items) =>
      withItem(items, itemId, (item) => ({ ...item, isAvailable })),
    );
  return useMutation({
    mutationFn: ({ item, isAvailable }: { item: StoreMenuItem; isAvailable: boolean }) =>
      patchItem(item.id, { isAvailable }),
    onMutate: async ({ item, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: storeKeys.menu(storeId) });
      setAvailable(item.id, isAvailable);
    },
    onError: (_error, { item }) => setAvailable(item.id, item.isAvailable),
    onSuccess: (answer) => changeCachedMenu(queryClient, storeId, (items) => putItem(items, answer)),
  });
}

export type ItemSave =
  | { kind: 'add'; body: MenuItemCreateRequest }
  | { kind: 'edit'; itemId: number; body: MenuItemUpdateRequest };

/**
 * POST /api/vendor/stores/{id}/menu-items or PATCH /api/vendor/menu-items/{id} (the owner). The
 * answer goes into the menu at once; the menu is read again for the server's order.
 */
export function useSaveItem(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: ItemSave): Promise<StoreMenuItem> =>
      save.kind === 'add'
        ? StoreMenuItemSchema.parse(
            await apiFetch<unknown>(`${storePath(storeId)}/menu-items`, { method: 'POST', body: save.body }),
          )
        : patchItem(save.itemId, save.body),
    onSuccess: (answer) => {
      changeCachedMenu(queryClient, storeId, (items) => putItem(items, answer));
      void queryClient.invalidateQueries({ queryKey: storeKeys.menu(storeId) });
    },
  });
}

/** DELETE /api/vendor/menu-items/{id} (the owner; 204). */
export function useRemoveItem(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: StoreMenuItem) => {
      await apiFetch<unknown>(itemPath(item.id), { method: 'DELETE' });
    },
    onSuccess: (_answer, removed) =>
      changeCachedMenu(queryClient, storeId, (items) => items.filter((item) => item.id !== removed.id)),
  });
}

/** The picture request for a menu item: the same as the resident's vendor page asks, so one picture. */
export function imageRequestOf(storeId: number, item: StoreMenuItem): GenerateImageRequest {
  return {
    restaurantId: storeId,
    itemName: item.name,
    category: item.category,
    description: item.description ?? undefined,
  };
}

/**
 * "Make a picture": POST /api/generate-image for one item, asked again after the lazy read found
 * none (a failure); the picture becomes the item's thumbnail. A failed answer rejects.
 */
export function useMakePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GenerateImageRequest) => {
      const url = await requestItemImage(request);
      if (url === null) throw new Error('no picture');
      return url;
    },
    onSuccess: (url, request) => queryClient.setQueryData(itemImageQueryKey(request), url),
  });
}
