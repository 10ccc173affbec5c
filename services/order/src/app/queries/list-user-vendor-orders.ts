import type { OrderRepository, OrderSummary } from '../../domain/order.repository';

/** A resident's orders of one vendor, newest first: the catalog asks before accepting a review. */
export function listUserVendorOrders(
  deps: { orders: OrderRepository },
  input: { userId: number; vendorId: number },
): Promise<OrderSummary[]> {
  return deps.orders.listForUserAndVendor(input.userId, input.vendorId);
}
