import { Router } from 'express';
import {
  ORDER_MESSAGES,
  OrderRatingRequestSchema,
  OrderStatusQuerySchema,
  PlaceOrderRequestSchema,
  PAGE_LIMIT_HEADER,
  UserOrdersQuerySchema,
} from '@marketplace/contracts';
import { noStore, parsePathId, requireUser } from '@marketplace/service-kit';
import { cancelOrder, type CancelOrderDeps } from '../app/commands/cancel-order';
import { placeOrder, type PlaceOrderDeps } from '../app/commands/place-order';
import { rateOrder } from '../app/commands/rate-order';
import { getOrderStatus, type GetOrderStatusDeps } from '../app/queries/get-order-status';
import { getUserOrder } from '../app/queries/get-user-order';
import { listUserOrders } from '../app/queries/list-user-orders';
import { customerOfIdentity } from '../domain/upstream-services';
import { toOrderResponse, toOrderStatusResponse } from './order.presenters';

export type OrdersRoutesDeps = PlaceOrderDeps & GetOrderStatusDeps & CancelOrderDeps;

const orderIdParam = (raw: string | undefined) => parsePathId(raw, ORDER_MESSAGES.invalidOrderId);

/** The resident's order calls (customer spec 7). */
export function ordersRoutes(deps: OrdersRoutesDeps): Router {
  const router = Router();

  router.post('/api/orders', noStore, async (req, res) => {
    const user = requireUser(req);
    const request = PlaceOrderRequestSchema.parse(req.body ?? {});
    const signedCustomer = customerOfIdentity(user.communityId, user.profile);
    res
      .status(201)
      .json(toOrderResponse(await placeOrder(deps, { userId: user.id, signedCustomer, request })));
  });

  // Before /:orderId, so "user" is never read as an order id.
  router.get('/api/orders/user', noStore, async (req, res) => {
    const user = requireUser(req);
    const page = UserOrdersQuerySchema.parse(req.query);
    res.set(PAGE_LIMIT_HEADER, String(page.limit));
    res.json((await listUserOrders(deps, { userId: user.id, ...page })).map(toOrderResponse));
  });

  // Before /:orderId paths, as above.
  router.post('/api/orders/rating', noStore, async (req, res) => {
    const user = requireUser(req);
    const { orderId, rating, remarks } = OrderRatingRequestSchema.parse(req.body ?? {});
    res.json(toOrderResponse(await rateOrder(deps, { userId: user.id, orderId, rating, remarks })));
  });

  router.get('/api/orders/:orderId', noStore, async (req, res) => {
    const user = requireUser(req);
    const orderId = orderIdParam(req.params.orderId);
    res.json(toOrderResponse(await getUserOrder(deps, { userId: user.id, orderId })));
  });

  router.get('/api/orders/:orderId/status', noStore, async (req, res) => {
    const user = requireUser(req);
    const { refresh } = OrderStatusQuerySchema.parse(req.query);
    const orderId = orderIdParam(req.params.orderId);
    res.json(toOrderStatusResponse(await getOrderStatus(deps, { userId: user.id, orderId, refresh })));
  });

  router.post('/api/orders/:orderId/cancel', noStore, async (req, res) => {
    const user = requireUser(req);
    const orderId = orderIdParam(req.params.orderId);
    res.json(toOrderResponse(await cancelOrder(deps, { userId: user.id, orderId })));
  });

  return router;
}
