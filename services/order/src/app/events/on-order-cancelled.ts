import type { EventData } from '@marketplace/contracts';

export interface OnOrderCancelledDeps {
  /** Starts telling the order's partner, if it has one to tell; must not wait for the partner. */
  tellPartner: (orderId: number) => void;
}

/**
 * order.cancelled (our own): the worker that tells partners is started at once. Whether there is
 * anything to tell was decided in the cancelling transaction (a resident's cancellation of a
 * partner's order), so partners' own cancellations come back here and change nothing.
 */
export function onOrderCancelled(
  deps: OnOrderCancelledDeps,
  cancellation: EventData<'order.cancelled'>,
): void {
  deps.tellPartner(cancellation.orderId);
}
