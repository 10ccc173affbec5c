import type { OrderRepository } from '../../domain/order.repository';

/** Cancellations still to be told to partners whose next attempt is due now, oldest first (at most `limit`). */
export function listDuePartnerCancels(
  deps: { orders: OrderRepository; clock: () => Date },
  limit: number,
): Promise<number[]> {
  return deps.orders.listDuePartnerCancels(deps.clock(), limit);
}
