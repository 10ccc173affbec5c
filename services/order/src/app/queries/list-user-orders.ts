import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';

/** The resident's orders, newest first. */
export function listUserOrders(deps: { orders: OrderRepository }, userId: number): Promise<Order[]> {
  return deps.orders.listForUser(userId);
}
