import { timingSafeEqual } from 'node:crypto';
import type { StoreMembership } from '@marketplace/contracts';
import {
  deliverRefusal,
  HandoffBypassRefusedError,
  HandoffCodeRejectedError,
  handoffTriesLeft,
  mayDeliverWithoutCode,
  VendorOrderConflictError,
} from '../../domain/vendor-order';
import { applyOrderStatus } from './apply-order-status';
import { runVendorStep, type VendorStepDeps } from './run-vendor-step';

export type DeliverInput = {
  stores: readonly StoreMembership[];
  orderId: number;
} & ({ handoffCode: string; withoutCode?: false } | { handoffCode?: undefined; withoutCode: true });

const sameCode = (expected: string | null, given: string) =>
  expected !== null &&
  expected.length === given.length &&
  timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/**
 * A member hands the order over at the door: the resident's 4-digit code marks it delivered (cash
 * collected). A wrong code is counted and refused; after HANDOFF_MAX_TRIES no code is tried any
 * more (four digits must not be guessable one by one) and only the store's owner may mark it
 * delivered without one, which the order records.
 */
export async function deliverStoreOrder(deps: VendorStepDeps, input: DeliverInput) {
  // The refusal of a wrong code is answered after the transaction, so the count it made commits.
  let failures: number | undefined;
  const order = await runVendorStep(deps, input, async (unit, { order, role }, now) => {
    const refusal = deliverRefusal(order);
    if (refusal) throw new VendorOrderConflictError(refusal);
    if (input.withoutCode) {
      if (!mayDeliverWithoutCode(order, role)) throw new HandoffBypassRefusedError();
    } else if (handoffTriesLeft(order) === 0) {
      throw new HandoffCodeRejectedError(order.vendorHandling.handoffFailures);
    } else if (!sameCode(order.vendorHandling.handoffCode, input.handoffCode)) {
      failures = await unit.orders.recordHandoffFailure(order.id);
      return;
    }
    await applyOrderStatus(unit, {
      orderId: order.id,
      status: 'delivered',
      externalStatus: null,
      occurredAt: now,
      source: 'vendor',
      details: { deliveredWithoutCode: input.withoutCode === true },
    });
  });
  if (failures !== undefined) throw new HandoffCodeRejectedError(failures);
  return order;
}
