import { Router } from 'express';
import { ResidentVendorOrdersQuerySchema, type ResidentVendorOrder } from '@marketplace/contracts';
import { parsePathId, requireService } from '@marketplace/service-kit';
import { listUserVendorOrders } from '../app/queries/list-user-vendor-orders';
import type { OrderRepository } from '../domain/order.repository';

/** Calls other services make directly (signed service identity); the gateway never routes /internal. */
export function internalRoutes(deps: { orders: OrderRepository }): Router {
  const router = Router();

  router.get('/internal/users/:userId/orders', async (req, res) => {
    requireService(req);
    const userId = parsePathId(req.params.userId, 'Invalid user id');
    const { vendorId } = ResidentVendorOrdersQuerySchema.parse(req.query);
    const orders = await listUserVendorOrders(deps, { userId, vendorId });
    res.json(
      orders.map((order): ResidentVendorOrder => ({
        id: order.id,
        vendorId: order.vendorId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
      })),
    );
  });

  return router;
}
