import type { OrderRepository } from '../../domain/order.repository';

/** Pending relays whose next attempt is due now, oldest first (at most `limit`). */
export function listDueRelays(
  deps: { orders: OrderRepository; clock: () => Date },
  limit: number,
): Promise<number[]> {
  return deps.orders.listDueRelays(deps.clock(), limit);
}
