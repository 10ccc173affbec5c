import { RESIDENT_CANCEL_REASON } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';
import {
  attemptFailure,
  partnerCancelRequest,
  partnerOrderUrl,
  PartnerRequestError,
  type PartnerOrderClient,
  type RelayPolicy,
} from '../../domain/partner-order';
import type { VendorCatalog } from '../../domain/upstream-services';

export interface RelayCancellationDeps {
  orders: OrderRepository;
  catalog: VendorCatalog;
  partner: PartnerOrderClient;
  policy: RelayPolicy;
  clock: () => Date;
}

export type CancellationRelayResult =
  | { outcome: 'skipped' }
  /** The partner never had the order (its relay failed or was stopped by the cancellation). */
  | { outcome: 'not_required' }
  /** The order's relay has not settled: asked again after delayMs, without counting an attempt. */
  | { outcome: 'waiting_for_relay'; delayMs: number }
  | { outcome: 'sent'; externalOrderId: string; partnerStatus: string }
  | { outcome: 'retry_scheduled'; attempts: number; delayMs: number; error: string }
  | { outcome: 'failed'; attempts: number; error: string };

/**
 * Tells a partner that the resident cancelled its order, at the category's order-update URL with its
 * credential (read from the catalog at each attempt), so the kitchen stops. Retried with the relay's
 * backoff. A relay not settled yet is waited for, since the partner may yet receive the order; it
 * settles at its next attempt, which sends nothing for a cancelled order.
 */
export async function relayCancellationToPartner(
  deps: RelayCancellationDeps,
  orderId: number,
): Promise<CancellationRelayResult> {
  const now = deps.clock();
  const leaseUntil = new Date(now.getTime() + deps.policy.timeoutMs * 2 + 5_000);
  const order = await deps.orders.claimPartnerCancel(orderId, now, leaseUntil);
  if (!order) return { outcome: 'skipped' };
  if (order.relay.status === 'not_required' || order.relay.status === 'failed') {
    await deps.orders.markPartnerCancelDone(order.id, {
      status: 'not_required',
      attempts: order.partnerCancel.attempts,
    });
    return { outcome: 'not_required' };
  }

  if (order.relay.status === 'pending') {
    const delayMs = deps.policy.baseDelayMs;
    await deps.orders.markPartnerCancelAttemptFailed(order.id, {
      attempts: order.partnerCancel.attempts,
      error: 'Waiting for the relay of the order to its partner to settle',
      nextAttemptAt: new Date(now.getTime() + delayMs),
    });
    return { outcome: 'waiting_for_relay', delayMs };
  }

  const attempts = order.partnerCancel.attempts + 1;
  try {
    const externalOrderId = order.externalOrderId;
    if (!externalOrderId) throw new PartnerRequestError('The partner gave no order id for the order', false);
    const context = await deps.catalog.orderContext(order.vendorId);
    const endpoint = context.partner.orderUpdate;
    if (!endpoint) {
      throw new PartnerRequestError(
        `No order-update URL is configured for ${context.vendor.categoryName}`,
        false,
      );
    }
    const answer = await deps.partner.updateOrder(
      { ...endpoint, url: partnerOrderUrl(endpoint.url, externalOrderId) },
      partnerCancelRequest(order, RESIDENT_CANCEL_REASON),
      deps.policy.timeoutMs,
    );
    await deps.orders.markPartnerCancelDone(order.id, { status: 'sent', attempts });
    return { outcome: 'sent', externalOrderId, partnerStatus: answer.status };
  } catch (error) {
    const { delayMs, ...failure } = attemptFailure(deps.policy, attempts, error, deps.clock());
    await deps.orders.markPartnerCancelAttemptFailed(order.id, failure);
    if (delayMs === null) return { outcome: 'failed', attempts, error: failure.error };
    return { outcome: 'retry_scheduled', attempts, delayMs, error: failure.error };
  }
}
