import type { OrderUnitOfWork, RunInTransaction } from '../../domain/unit-of-work';
import { applyOrderStatus } from './apply-order-status';

/**
 * Applies the partner updates kept while their partner order id was unknown, now that it is
 * stored, inside the caller's transaction and in the order they happened (an older one than the
 * order's status is recorded as stale, as always): those for one partner order id (the relay, which
 * has just stored it), or all whose order is now known (the sweep). Returns how many were taken.
 */
export async function applyEarlyPartnerUpdates(unit: OrderUnitOfWork, reference?: string): Promise<number> {
  const matched = await unit.earlyUpdates.takeMatched(reference);
  for (const update of matched) {
    await applyOrderStatus(unit, {
      orderId: update.orderId,
      status: update.status,
      externalStatus: update.externalStatus,
      occurredAt: update.occurredAt,
      source: 'webhook',
    });
  }
  return matched.length;
}

export interface SweepEarlyPartnerUpdatesDeps {
  runInTransaction: RunInTransaction;
  clock: () => Date;
  /** How long an update is kept for a relay that may still store its order's partner id. */
  maxAgeMs: number;
}

/**
 * The safety net behind the relay, in one transaction: applies kept updates whose partner order id
 * became known without the relay taking them (it stored the id while the update was being kept),
 * and drops those kept for longer than maxAgeMs, whose order never became known.
 */
export function sweepEarlyPartnerUpdates(
  deps: SweepEarlyPartnerUpdatesDeps,
): Promise<{ applied: number; dropped: number }> {
  const dropReceivedBefore = new Date(deps.clock().getTime() - deps.maxAgeMs);
  return deps.runInTransaction(async (unit) => {
    const applied = await applyEarlyPartnerUpdates(unit);
    const dropped = await unit.earlyUpdates.dropReceivedBefore(dropReceivedBefore);
    return { applied, dropped };
  });
}
