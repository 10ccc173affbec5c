import { OrderNotFoundError } from '../../domain/errors';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';

/** One of the resident's own orders; someone else's reads exactly like a missing one. */
export async function getUserOrder(
  deps: { orders: OrderRepository },
  { userId, orderId }: { userId: number; orderId: number },
): Promise<Order> {
  const order = await deps.orders.findById(orderId);
  if (!order || order.userId !== userId) throw new OrderNotFoundError(orderId);
  return order;
}
