import { Router } from 'express';
import {
  PartnerOrderCreateRequestSchema,
  type PartnerOrderCreateResponse,
  type PartnerOrderStatusResponse,
} from '@marketplace/contracts';
import { badRequest } from '@marketplace/service-kit';
import { cancelOrder } from '../app/commands/cancel-order';
import { placeOrder } from '../app/commands/place-order';
import { getOrder } from '../app/queries/get-order';
import type { OrderProgression } from '../app/order-progression';
import type { PartnerCatalog } from '../domain/catalog';
import type { PartnerCredentials } from '../domain/partner-auth';
import type { OrderWebhookPublisher } from '../domain/order-webhooks';
import type { PartnerOrder } from '../domain/partner-order';
import type { PartnerOrderRepository } from '../domain/partner-order.repository';
import { requirePartnerAuth } from './partner-auth.middleware';

export interface OrdersRoutesDeps {
  catalog: PartnerCatalog;
  orders: PartnerOrderRepository;
  progression: OrderProgression;
  webhooks: OrderWebhookPublisher;
  credentials: PartnerCredentials;
  clock: () => Date;
}

function createResponse(order: PartnerOrder): PartnerOrderCreateResponse {
  return {
    orderId: order.id,
    merchantOrderId: order.merchantOrderId,
    status: order.status,
    estimatedDeliveryTime: order.estimatedDeliveryTime.toISOString(),
  };
}

function statusResponse(order: PartnerOrder): PartnerOrderStatusResponse {
  return {
    orderId: order.id,
    merchantOrderId: order.merchantOrderId,
    status: order.status,
    updatedAt: order.updatedAt.toISOString(),
    estimatedDeliveryTime: order.estimatedDeliveryTime.toISOString(),
    timestamps: order.timestamps,
  };
}

/** The order-create, order-status and order-update sources; every call needs the configured credential. */
export function ordersRoutes(deps: OrdersRoutesDeps): Router {
  const router = Router();
  router.use('/orders', requirePartnerAuth(deps.credentials));

  router.post('/orders', (req, res) => {
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
      throw badRequest('Request body must be a JSON object');
    }
    const { order, created } = placeOrder(deps, PartnerOrderCreateRequestSchema.parse(req.body));
    res.status(created ? 201 : 200).json(createResponse(order));
  });

  router.get('/orders/:orderId/status', (req, res) => {
    res.json(statusResponse(getOrder(deps, req.params.orderId)));
  });

  router.post('/orders/:orderId/cancel', (req, res) => {
    res.json(statusResponse(cancelOrder(deps, req.params.orderId)));
  });

  return router;
}
