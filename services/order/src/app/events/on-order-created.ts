import type { EventData } from '@marketplace/contracts';

export interface OnOrderCreatedDeps {
  /** Starts relaying an order to its partner; must not wait for the partner. */
  relayOrder: (orderId: number) => void;
}

/**
 * order.created (our own): an order for a partner vendor is handed to the relay, which calls the
 * partner outside the consumer's transaction: a transaction never waits on the network.
 */
export function onOrderCreated(deps: OnOrderCreatedDeps, order: EventData<'order.created'>): void {
  if (order.isExternal) deps.relayOrder(order.orderId);
}
