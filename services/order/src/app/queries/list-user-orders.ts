import type { Order } from '../../domain/order';
import type { OrderRepository, UserOrdersPage } from '../../domain/order.repository';

/** One page of the resident's orders, newest first; the next page starts below the last id seen. */
export function listUserOrders(
  deps: { orders: OrderRepository },
  { userId, ...page }: { userId: number } & UserOrdersPage,
): Promise<Order[]> {
  return deps.orders.listForUser(userId, page);
}
