import { notFound } from '@marketplace/service-kit';
import type { PartnerOrder } from '../../domain/partner-order';
import type { PartnerOrderRepository } from '../../domain/partner-order.repository';

/** By the partner's order id or the merchant's own id, whichever the caller's URL template holds. */
export function getOrder(deps: { orders: PartnerOrderRepository }, orderId: string): PartnerOrder {
  const order = deps.orders.find(orderId);
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}
