import { conflict, notFound } from '@marketplace/service-kit';
import { cancel, OrderAlreadyDeliveredError, type PartnerOrder } from '../../domain/partner-order';
import type { PartnerOrderRepository } from '../../domain/partner-order.repository';
import { webhookPayloadFor, type OrderWebhookPublisher } from '../../domain/order-webhooks';
import type { OrderProgression } from '../order-progression';

export interface CancelOrderDeps {
  orders: PartnerOrderRepository;
  progression: OrderProgression;
  webhooks: OrderWebhookPublisher;
  clock: () => Date;
}

function cancelled(order: PartnerOrder, at: Date): PartnerOrder {
  try {
    return cancel(order, at);
  } catch (error) {
    if (error instanceof OrderAlreadyDeliveredError) throw conflict(error.message);
    throw error;
  }
}

/** Stops the kitchen and tells the marketplace; a second cancel answers the same without a webhook. */
export function cancelOrder(deps: CancelOrderDeps, orderId: string): PartnerOrder {
  const order = deps.orders.find(orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  const result = cancelled(order, deps.clock());
  if (result === order) return order;
  deps.progression.halt(order.id);
  deps.orders.save(result);
  deps.webhooks.publish(webhookPayloadFor(result));
  return result;
}
