import type { StoreMembership } from '@marketplace/contracts';
import { answerRefusal, VendorOrderConflictError } from '../../domain/vendor-order';
import { applyOrderStatus } from './apply-order-status';
import { runVendorStep, type VendorStepDeps } from './run-vendor-step';

const MINUTE_MS = 60_000;

/**
 * A member accepts a new order with a preparation time, which becomes the resident's estimated
 * delivery. Of two members accepting at once exactly one wins; the other is told it was answered.
 */
export function acceptStoreOrder(
  deps: VendorStepDeps,
  input: { userId: number; stores: readonly StoreMembership[]; orderId: number; prepMinutes: number },
) {
  return runVendorStep(deps, input, async (unit, { order }, now) => {
    const refusal = answerRefusal(order);
    if (refusal) throw new VendorOrderConflictError(refusal);
    await applyOrderStatus(unit, {
      orderId: order.id,
      status: 'accepted',
      externalStatus: null,
      occurredAt: now,
      source: 'vendor',
      details: {
        prepMinutes: input.prepMinutes,
        estimatedDeliveryAt: new Date(now.getTime() + input.prepMinutes * MINUTE_MS),
        answeredByUserId: input.userId,
      },
    });
  });
}
