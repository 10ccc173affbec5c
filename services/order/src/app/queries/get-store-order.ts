import type { StoreMembership, StoreRole } from '@marketplace/contracts';
import { OrderNotFoundError } from '../../domain/errors';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';
import { memberRoleFor } from '../../domain/vendor-order';

export interface StoreOrder {
  order: Order;
  /** The caller's role in the order's store. */
  role: StoreRole;
}

/**
 * One local order of the caller's stores. Another store's order, a partner's order and an unknown
 * id all read the same (404), so a member cannot probe which order numbers exist.
 */
export async function getStoreOrder(
  deps: { orders: OrderRepository },
  { stores, orderId }: { stores: readonly StoreMembership[]; orderId: number },
): Promise<StoreOrder> {
  const order = await deps.orders.findById(orderId);
  const role = order && memberRoleFor(order, stores);
  if (!order || !role) throw new OrderNotFoundError(orderId);
  return { order, role };
}
