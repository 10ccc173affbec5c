import { OrderCancelRefusedError } from '../../domain/errors';
import { cancelRefusal, partnerMayHold, RESIDENT_CANCEL_REASON, type Order } from '../../domain/order';
import type { RunInTransaction } from '../../domain/unit-of-work';
import { getUserOrder } from '../queries/get-user-order';
import { applyOrderStatus, ConcurrentStatusChangeError } from './apply-order-status';

export interface CancelOrderDeps {
  runInTransaction: RunInTransaction;
  clock: () => Date;
  /** Starts telling a committed cancellation to the order's partner; must not wait for the partner. */
  tellPartner: (orderId: number) => void;
}

/** A partner's webhook may move the order while we cancel; then the rules are checked again. */
const CANCEL_TRIES = 3;

/**
 * The resident cancels their own order within the FAQ's 5 minutes, while the vendor has not started
 * on it. The change goes through the same use case as partners' statuses (the status and its time,
 * history, the resident's notification, order.status_changed and order.cancelled in one
 * transaction), and marks a partner's order for the partner to be told, which a worker does
 * outside the request (relayCancellationToPartner), started from this commit as the relay of a
 * placed order is (issue 26); its sweep picks up what a restart interrupted.
 */
export async function cancelOrder(
  deps: CancelOrderDeps,
  { userId, orderId }: { userId: number; orderId: number },
): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    let partnerToTell = false;
    try {
      const cancelled = await deps.runInTransaction(async (unit) => {
        const order = await getUserOrder(unit, { userId, orderId });
        const now = deps.clock();
        const refusal = cancelRefusal(order, now);
        if (refusal) throw new OrderCancelRefusedError(refusal);
        await applyOrderStatus(unit, {
          orderId: order.id,
          status: 'cancelled',
          // The partner's last word no longer describes the order.
          externalStatus: null,
          occurredAt: now,
          source: 'customer',
          cancelReason: RESIDENT_CANCEL_REASON,
        });
        partnerToTell = partnerMayHold(order);
        if (partnerToTell) await unit.orders.requestPartnerCancel(order.id);
        return getUserOrder(unit, { userId, orderId });
      });
      if (partnerToTell) deps.tellPartner(orderId);
      return cancelled;
    } catch (error) {
      if (!(error instanceof ConcurrentStatusChangeError) || attempt >= CANCEL_TRIES) throw error;
    }
  }
}
