import { EXPIRED_ORDER_REASON } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { OrderRepository } from '../../domain/order.repository';
import type { RunInTransaction } from '../../domain/unit-of-work';
import { applyOrderStatus, ConcurrentStatusChangeError } from './apply-order-status';

export interface ExpireUnansweredOrdersDeps {
  orders: OrderRepository;
  runInTransaction: RunInTransaction;
  clock: () => Date;
  /** How long a local vendor has to answer a new order (VENDOR_ACCEPT_WINDOW_MS). */
  acceptWindowMs: number;
  logger: Logger;
}

/** Orders expired in one round; the next round takes the rest. */
const ROUND_LIMIT = 200;

/**
 * Cancels local orders nobody at the store answered within the acceptance window, with the reason
 * the resident reads, through the same status change as any other. Each order is its own
 * transaction and the change applies only while the order is still pending, so a member answering
 * at the same moment, or another replica's round, wins or loses cleanly: each order expires once.
 */
export async function expireUnansweredOrders(deps: ExpireUnansweredOrdersDeps): Promise<number> {
  const now = deps.clock();
  const due = await deps.orders.listUnanswered(new Date(now.getTime() - deps.acceptWindowMs), ROUND_LIMIT);
  let expired = 0;
  for (const orderId of due) {
    try {
      const result = await deps.runInTransaction(async (unit) => {
        const order = await unit.orders.findById(orderId);
        if (order?.status !== 'pending') return null;
        return applyOrderStatus(unit, {
          orderId,
          status: 'cancelled',
          externalStatus: null,
          occurredAt: now,
          source: 'system',
          cancelReason: EXPIRED_ORDER_REASON,
        });
      });
      if (result?.outcome === 'applied') expired += 1;
    } catch (error) {
      // Answered (or expired by another replica) between the read and the write: nothing to do.
      if (!(error instanceof ConcurrentStatusChangeError)) throw error;
    }
  }
  if (expired > 0) deps.logger.info({ expired }, 'unanswered orders cancelled');
  return expired;
}
