import { Router } from 'express';
import { parsePathId, requireService } from '@marketplace/service-kit';
import { getOrderContext, type GetOrderContextDeps } from '../app/queries/get-order-context';
import { toOrderContext } from './catalog.presenters';

/** Calls other services make directly (signed service identity); the gateway never routes /internal. */
export function internalRoutes(deps: GetOrderContextDeps): Router {
  const router = Router();

  router.get('/internal/vendors/:vendorId/order-context', async (req, res) => {
    requireService(req);
    const vendorId = parsePathId(req.params.vendorId, 'Invalid vendor id');
    res.json(toOrderContext(await getOrderContext(deps, vendorId)));
  });

  return router;
}
