import { parseOrderStatus } from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';
import {
  attemptFailure,
  partnerOrderUrl,
  partnerOrderRequest,
  partnerTime,
  PartnerRequestError,
  type PartnerOrderClient,
  type RelayPolicy,
} from '../../domain/partner-order';
import type { RunInTransaction } from '../../domain/unit-of-work';
import type { VendorCatalog } from '../../domain/upstream-services';
import { applyEarlyPartnerUpdates } from './apply-early-partner-updates';
import { applyOrderStatus } from './apply-order-status';

export interface RelayOrderDeps {
  orders: OrderRepository;
  catalog: VendorCatalog;
  partner: PartnerOrderClient;
  runInTransaction: RunInTransaction;
  policy: RelayPolicy;
  clock: () => Date;
}

export type RelayResult =
  | { outcome: 'skipped' }
  /** earlyUpdatesError: the updates the partner pushed before its answer wait for the sweep. */
  | { outcome: 'relayed'; externalOrderId: string; earlyUpdatesError?: unknown }
  | { outcome: 'retry_scheduled'; attempts: number; delayMs: number; error: string }
  | { outcome: 'failed'; attempts: number; error: string };

/**
 * Sends one order to its partner's order-create URL. The URL and credential come from the vendor's
 * category config at the time of the attempt. On success the partner's order id is stored; on a
 * failure the order stays pending with a next attempt time, until the attempts run out or the
 * partner refuses the order outright, when it is marked failed with the reason. The order itself
 * is never lost or changed otherwise.
 */
export async function relayOrderToPartner(deps: RelayOrderDeps, orderId: number): Promise<RelayResult> {
  const now = deps.clock();
  // The lease outlasts one attempt, so a second worker cannot start the same relay meanwhile.
  const leaseUntil = new Date(now.getTime() + deps.policy.timeoutMs * 2 + 5_000);
  const order = await deps.orders.claimRelay(orderId, now, leaseUntil);
  if (!order) return { outcome: 'skipped' };
  const attempts = order.relay.attempts + 1;

  let accepted: Awaited<ReturnType<typeof sendToPartner>>;
  try {
    // The resident cancelled before the partner had it: the partner must never receive it.
    if (order.status === 'cancelled')
      throw new PartnerRequestError('The resident cancelled the order before it reached the partner', false);
    accepted = await sendToPartner(deps, order);
  } catch (error) {
    const { delayMs, ...failure } = attemptFailure(deps.policy, attempts, error, deps.clock());
    await deps.orders.markRelayAttemptFailed(order.id, failure);
    if (delayMs === null) return { outcome: 'failed', attempts, error: failure.error };
    return { outcome: 'retry_scheduled', attempts, delayMs, error: failure.error };
  }

  const { response, statusUrlTemplate } = accepted;
  const relayedAt = deps.clock();
  await deps.orders.markRelayed(order.id, {
    externalOrderId: response.orderId,
    externalStatus: response.status,
    attempts,
    relayedAt,
    partnerOrderStatusUrl: statusUrlTemplate ? partnerOrderUrl(statusUrlTemplate, response.orderId) : null,
    estimatedDeliveryAt: partnerTime(response.estimatedDeliveryTime) ?? null,
  });
  // A partner that accepts on the spot says so in its answer: that is a status change like any
  // other, and it happened when the partner took the order, during this attempt: before any update
  // the partner pushed afterwards, which may be waiting as an early update.
  const status = parseOrderStatus(response.status);
  if (status && status !== order.status) {
    await deps.runInTransaction((unit) =>
      applyOrderStatus(unit, {
        orderId: order.id,
        status,
        externalStatus: response.status,
        occurredAt: now,
        source: 'system',
      }),
    );
  }
  // Then the updates the partner pushed before its answer reached us. Should this fail (another
  // writer moved the order meanwhile), the early updates' sweep applies them shortly.
  try {
    await deps.runInTransaction((unit) => applyEarlyPartnerUpdates(unit, response.orderId));
  } catch (error) {
    return { outcome: 'relayed', externalOrderId: response.orderId, earlyUpdatesError: error };
  }
  return { outcome: 'relayed', externalOrderId: response.orderId };
}

/** The category config's order-create URL at the time of the attempt, and the partner's answer. */
async function sendToPartner(deps: RelayOrderDeps, order: Order) {
  const context = await deps.catalog.orderContext(order.vendorId);
  const endpoint = context.partner.orderCreate;
  if (!endpoint) {
    throw new PartnerRequestError(
      `No order-create URL is configured for ${context.vendor.categoryName}`,
      false,
    );
  }
  const response = await deps.partner.createOrder(
    endpoint,
    partnerOrderRequest(order),
    deps.policy.timeoutMs,
  );
  return { response, statusUrlTemplate: context.partner.orderStatus?.url ?? null };
}
