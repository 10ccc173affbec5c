import { Router } from 'express';
import {
  AcceptOrderRequestSchema,
  DeliverOrderRequestSchema,
  RejectOrderRequestSchema,
  VENDOR_MESSAGES,
  PAGE_LIMIT_HEADER,
  VendorOrdersQuerySchema,
  VendorStatusRequestSchema,
} from '@marketplace/contracts';
import { parsePathId, requireStoreMember } from '@marketplace/service-kit';
import { acceptStoreOrder, type AcceptStoreOrderDeps } from '../app/commands/accept-store-order';
import { advanceStoreOrder } from '../app/commands/advance-store-order';
import { deliverStoreOrder } from '../app/commands/deliver-store-order';
import { rejectStoreOrder } from '../app/commands/reject-store-order';
import type { VendorStepDeps } from '../app/commands/run-vendor-step';
import { getStoreOrder } from '../app/queries/get-store-order';
import { listStoreOrders } from '../app/queries/list-store-orders';
import type { OrderRepository } from '../domain/order.repository';
import { toVendorOrderResponse } from './vendor-order.presenters';

export interface VendorOrdersRoutesDeps extends VendorStepDeps, AcceptStoreOrderDeps {
  orders: OrderRepository;
  /** How long a store has to answer a new order, shown on its card as the time left. */
  acceptWindowMs: number;
}

const orderIdParam = (raw: string | undefined) => parsePathId(raw, VENDOR_MESSAGES.invalidOrderId);

/**
 * The vendor app's calls on its stores' orders (issue 24). Who may act comes from the gateway's
 * signed identity alone: its stores and the role in each. The live inbox is in live-events.routes.ts.
 */
export function vendorOrdersRoutes(deps: VendorOrdersRoutesDeps): Router {
  const router = Router();
  const present = (order: Parameters<typeof toVendorOrderResponse>[0]) =>
    toVendorOrderResponse(order, deps.acceptWindowMs);

  router.get('/api/vendor/orders', async (req, res) => {
    const member = requireStoreMember(req);
    const query = VendorOrdersQuerySchema.parse(req.query);
    const page = await listStoreOrders(deps, { stores: member.stores, query });
    res.set(PAGE_LIMIT_HEADER, String(query.limit));
    res.json({ orders: page.orders.map(present), counts: page.counts });
  });

  router.get('/api/vendor/orders/:orderId', async (req, res) => {
    const member = requireStoreMember(req);
    const orderId = orderIdParam(req.params.orderId);
    res.json(present((await getStoreOrder(deps, { stores: member.stores, orderId })).order));
  });

  router.post('/api/vendor/orders/:orderId/accept', async (req, res) => {
    const member = requireStoreMember(req);
    const orderId = orderIdParam(req.params.orderId);
    const { prepMinutes } = AcceptOrderRequestSchema.parse(req.body ?? {});
    const order = await acceptStoreOrder(deps, {
      userId: member.id,
      stores: member.stores,
      orderId,
      prepMinutes,
    });
    res.json(present(order));
  });

  router.post('/api/vendor/orders/:orderId/reject', async (req, res) => {
    const member = requireStoreMember(req);
    const orderId = orderIdParam(req.params.orderId);
    const { reason, note } = RejectOrderRequestSchema.parse(req.body ?? {});
    const order = await rejectStoreOrder(deps, {
      userId: member.id,
      stores: member.stores,
      orderId,
      reason,
      note: note ?? null,
    });
    res.json(present(order));
  });

  router.post('/api/vendor/orders/:orderId/status', async (req, res) => {
    const member = requireStoreMember(req);
    const orderId = orderIdParam(req.params.orderId);
    const { status } = VendorStatusRequestSchema.parse(req.body ?? {});
    res.json(present(await advanceStoreOrder(deps, { stores: member.stores, orderId, status })));
  });

  router.post('/api/vendor/orders/:orderId/deliver', async (req, res) => {
    const member = requireStoreMember(req);
    const orderId = orderIdParam(req.params.orderId);
    const body = DeliverOrderRequestSchema.parse(req.body ?? {});
    const target = { stores: member.stores, orderId };
    const order = body.handoffCode
      ? await deliverStoreOrder(deps, { ...target, handoffCode: body.handoffCode })
      : await deliverStoreOrder(deps, { ...target, withoutCode: true });
    res.json(present(order));
  });

  return router;
}
