import { Router } from 'express';
import {
  MenuItemCreateRequestSchema,
  MenuItemUpdateRequestSchema,
  STORE_MESSAGES,
  StoreHoursRequestSchema,
  StoreMenuQuerySchema,
  StorePauseRequestSchema,
  StoreUpdateRequestSchema,
  type Store,
  type StoreMenuItem,
  type StoreMenuResponse,
} from '@marketplace/contracts';
import { parsePathId, requireStoreMember } from '@marketplace/service-kit';
import { addMenuItem, type MenuWriteDeps } from '../app/commands/add-menu-item';
import type { ChangeMemberStoreDeps } from '../app/commands/change-member-store';
import { pauseStore } from '../app/commands/pause-store';
import { removeMenuItem } from '../app/commands/remove-menu-item';
import { setStoreHours } from '../app/commands/set-store-hours';
import { updateMenuItem } from '../app/commands/update-menu-item';
import { updateStore, type UpdateStoreDeps } from '../app/commands/update-store';
import { getMemberStore, type MemberStoreDeps } from '../app/queries/get-member-store';
import { listStoreMenu } from '../app/queries/list-store-menu';
import { toStoreMenuItemResponse, toStoreResponse } from './store.presenters';
import { markChangedVendors } from './catalog-changes';

export type VendorStoresRoutesDeps = MemberStoreDeps &
  ChangeMemberStoreDeps &
  UpdateStoreDeps &
  MenuWriteDeps;

/**
 * A store's own settings and menu (issue 25): for members of the store the gateway's signed
 * identity names; another store's id, like an unknown one, is a 404.
 */
export function vendorStoresRoutes(deps: VendorStoresRoutesDeps): Router {
  const router = Router();
  const storeOf = (req: { params: { id?: string } }) =>
    parsePathId(req.params.id, STORE_MESSAGES.invalidStoreId);
  const itemOf = (req: { params: { id?: string } }) =>
    parsePathId(req.params.id, STORE_MESSAGES.invalidItemId);

  router.get('/api/vendor/stores/:id', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const store = await getMemberStore(deps, { memberships, storeId: storeOf(req) });
    res.json(toStoreResponse(store) satisfies Store);
  });

  router.patch('/api/vendor/stores/:id', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const storeId = storeOf(req);
    markChangedVendors(res, [storeId]);
    const request = StoreUpdateRequestSchema.parse(req.body ?? {});
    res.json(toStoreResponse(await updateStore(deps, { memberships, storeId, request })) satisfies Store);
  });

  router.put('/api/vendor/stores/:id/hours', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const storeId = storeOf(req);
    markChangedVendors(res, [storeId]);
    const request = StoreHoursRequestSchema.parse(req.body ?? {});
    res.json(toStoreResponse(await setStoreHours(deps, { memberships, storeId, request })) satisfies Store);
  });

  router.post('/api/vendor/stores/:id/pause', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const storeId = storeOf(req);
    markChangedVendors(res, [storeId]);
    const request = StorePauseRequestSchema.parse(req.body ?? {});
    res.json(toStoreResponse(await pauseStore(deps, { memberships, storeId, request })) satisfies Store);
  });

  router.get('/api/vendor/stores/:id/menu-items', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const storeId = storeOf(req);
    const { q } = StoreMenuQuerySchema.parse(req.query);
    const items = await listStoreMenu(deps, { memberships, storeId, search: q || undefined });
    res.json({ items: items.map(toStoreMenuItemResponse) } satisfies StoreMenuResponse);
  });

  router.post('/api/vendor/stores/:id/menu-items', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const storeId = storeOf(req);
    markChangedVendors(res, [storeId]);
    const request = MenuItemCreateRequestSchema.parse(req.body ?? {});
    const item = await addMenuItem(deps, { memberships, storeId, request });
    res.status(201).json(toStoreMenuItemResponse(item) satisfies StoreMenuItem);
  });

  router.patch('/api/vendor/menu-items/:id', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    const itemId = itemOf(req);
    const request = MenuItemUpdateRequestSchema.parse(req.body ?? {});
    const item = await updateMenuItem(deps, { memberships, itemId, request });
    markChangedVendors(res, [item.vendorId]);
    res.json(toStoreMenuItemResponse(item) satisfies StoreMenuItem);
  });

  router.delete('/api/vendor/menu-items/:id', async (req, res) => {
    const { stores: memberships } = requireStoreMember(req);
    await removeMenuItem(deps, { memberships, itemId: itemOf(req) });
    res.status(204).end();
  });

  return router;
}
