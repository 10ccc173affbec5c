import { Router } from 'express';
import {
  CreateStoreRequestSchema,
  type CreateStoreResponse,
  type PartnerRef,
  type StoreStanding,
} from '@marketplace/contracts';
import { forbidden, parsePathId, requireService } from '@marketplace/service-kit';
import { createStore, type CreateStoreDeps } from '../app/commands/create-store';
import { getOrderContext, type GetOrderContextDeps } from '../app/queries/get-order-context';
import { getPartner } from '../app/queries/get-partner';
import { getStoreStanding } from '../app/queries/get-store-standing';
import type { CategoryRepository } from '../domain/category.repository';
import type { StoreRepository } from '../domain/store.repository';
import { toOrderContext } from './catalog.presenters';

/** Applications to sell live in the auth service: only it turns one into a store. */
const STORE_CREATOR = 'auth';

export type InternalRoutesDeps = GetOrderContextDeps &
  CreateStoreDeps & {
    stores: Pick<StoreRepository, 'find'>;
    categories: Pick<CategoryRepository, 'findCategory'>;
  };

/** Calls other services make directly (signed service identity); the gateway never routes /internal. */
export function internalRoutes(deps: InternalRoutesDeps): Router {
  const router = Router();

  router.get('/internal/vendors/:vendorId/order-context', async (req, res) => {
    requireService(req);
    const vendorId = parsePathId(req.params.vendorId, 'Invalid vendor id');
    res.json(toOrderContext(await getOrderContext(deps, vendorId)));
  });

  router.get('/internal/vendors/:vendorId/standing', async (req, res) => {
    requireService(req);
    const vendorId = parsePathId(req.params.vendorId, 'Invalid vendor id');
    res.json((await getStoreStanding(deps, vendorId)) satisfies StoreStanding);
  });

  // The webhook service, before it makes a partner's webhook secret: a partner is a category config.
  router.get('/internal/category-configs/:id', async (req, res) => {
    requireService(req);
    const id = parsePathId(req.params.id, 'Invalid category config id');
    res.json((await getPartner(deps, id)) satisfies PartnerRef);
  });

  router.post('/internal/vendors', async (req, res) => {
    if (requireService(req) !== STORE_CREATOR) throw forbidden('Only the auth service creates stores');
    const request = CreateStoreRequestSchema.parse(req.body ?? {});
    const { storeId, created } = await createStore(deps, request);
    res.status(created ? 201 : 200).json({ storeId } satisfies CreateStoreResponse);
  });

  return router;
}
