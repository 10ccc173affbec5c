import { rejectionText, type RejectReason, type StoreMembership } from '@marketplace/contracts';
import { answerRefusal, VendorOrderConflictError } from '../../domain/vendor-order';
import { applyOrderStatus } from './apply-order-status';
import { runVendorStep, type VendorStepDeps } from './run-vendor-step';

/**
 * A member rejects a new order: it is cancelled with the reason, which the resident's notification
 * and tracking page show, and order.cancelled carries.
 */
export function rejectStoreOrder(
  deps: VendorStepDeps,
  input: {
    userId: number;
    stores: readonly StoreMembership[];
    orderId: number;
    reason: RejectReason;
    note: string | null;
  },
) {
  return runVendorStep(deps, input, async (unit, { order }, now) => {
    const refusal = answerRefusal(order);
    if (refusal) throw new VendorOrderConflictError(refusal);
    await applyOrderStatus(unit, {
      orderId: order.id,
      status: 'cancelled',
      externalStatus: null,
      occurredAt: now,
      source: 'vendor',
      cancelReason: rejectionText(input.reason, input.note),
      details: { answeredByUserId: input.userId },
    });
  });
}
