import type { StoreMembership, VendorStatusRequest } from '@marketplace/contracts';
import { drawHandoffCode, stepRefusal, VendorOrderConflictError } from '../../domain/vendor-order';
import { applyOrderStatus } from './apply-order-status';
import { runVendorStep, type VendorStepDeps } from './run-vendor-step';

/**
 * A member moves an accepted order to its next step (preparing, ready, out for delivery), one at a
 * time and never back, through the same status rules, history, notification and events as a
 * partner's. Going out for delivery draws the code the resident will give at the door.
 */
export function advanceStoreOrder(
  deps: VendorStepDeps,
  input: { stores: readonly StoreMembership[]; orderId: number; status: VendorStatusRequest['status'] },
) {
  return runVendorStep(deps, input, async (unit, { order }, now) => {
    const refusal = stepRefusal(order, input.status);
    if (refusal) throw new VendorOrderConflictError(refusal);
    await applyOrderStatus(unit, {
      orderId: order.id,
      status: input.status,
      externalStatus: null,
      occurredAt: now,
      source: 'vendor',
      details: input.status === 'out_for_delivery' ? { handoffCode: drawHandoffCode() } : {},
    });
  });
}
