import { parseOrderStatus, type PartnerOrderStatusResponse } from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';
import {
  pollLimitsOf,
  statusEndpointFor,
  type OrderStatusConfig,
  type PollLimits,
} from '../../domain/order-status-config';
import { partnerTime, PartnerRequestError, type PartnerOrderClient } from '../../domain/partner-order';
import type { RunInTransaction } from '../../domain/unit-of-work';
import { applyOrderStatus, type ApplyStatusResult } from './apply-order-status';

export interface PollOrderStatusDeps {
  orders: OrderRepository;
  partner: PartnerOrderClient;
  runInTransaction: RunInTransaction;
  clock: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** Pause between two tries of one poll. */
  retryDelayMs: number;
}

interface PollOrderStatusInput {
  order: Order;
  config: OrderStatusConfig;
  /** The config's own limits (pollLimitsOf) unless the caller needs tighter ones. */
  limits?: PollLimits;
  /** No ask if the partner was asked about the order less than this long ago, by anyone. */
  minIntervalMs: number;
}

export type PollResult =
  | ApplyStatusResult
  | { outcome: 'unknown_status'; orderId: number; externalStatus: string }
  /** Asked too recently, finished, or being asked by another ask: the partner was not called. */
  | { outcome: 'not_claimed'; orderId: number };

/**
 * The longest one ask can take within these limits: every try's timeout and the pauses between
 * tries (withRetries), so a claim's lease outlives the ask it covers.
 */
export function longestAskMs(limits: PollLimits, retryDelayMs: number): number {
  const pauses = (retryDelayMs * limits.attempts * (limits.attempts - 1)) / 2;
  return limits.attempts * limits.timeoutMs + pauses;
}

/** Covers the database round trips around the ask and the replicas' clocks being a little apart. */
const LEASE_MARGIN_MS = 10_000;

/**
 * Asks the partner for one order's status and applies it through the same use case as webhooks
 * (source 'poll'), so a status that is not newer changes nothing. The order is claimed first
 * (decision 67's rule, for the poller as for refreshes): of every replica and path that would ask
 * at once, one does, and none while an ask is running. The order is marked as polled whether or
 * not the partner answered, so a partner that is down is not asked again before the next interval.
 */
export async function pollOrderStatus(
  deps: PollOrderStatusDeps,
  { order, config, limits = pollLimitsOf(config), minIntervalMs }: PollOrderStatusInput,
): Promise<PollResult> {
  const now = deps.clock();
  const claimed = await deps.orders.claimStatusPoll(order.id, {
    now,
    askedBefore: new Date(now.getTime() - minIntervalMs),
    leaseUntil: new Date(now.getTime() + longestAskMs(limits, deps.retryDelayMs) + LEASE_MARGIN_MS),
  });
  if (!claimed) return { outcome: 'not_claimed', orderId: order.id };
  const endpoint = statusEndpointFor(order, config);
  let response: PartnerOrderStatusResponse | undefined;
  try {
    response = await withRetries(deps, limits.attempts, () =>
      deps.partner.fetchOrderStatus(endpoint, limits.timeoutMs),
    );
  } finally {
    await deps.orders.markPolled(
      order.id,
      deps.clock(),
      partnerTime(response?.estimatedDeliveryTime) ?? null,
    );
  }
  const status = parseOrderStatus(response.status);
  if (!status) return { outcome: 'unknown_status', orderId: order.id, externalStatus: response.status };
  return deps.runInTransaction((unit) =>
    applyOrderStatus(unit, {
      orderId: order.id,
      status,
      externalStatus: response.status,
      occurredAt: partnerTime(response.updatedAt) ?? deps.clock(),
      source: 'poll',
    }),
  );
}

async function withRetries<T>(
  deps: PollOrderStatusDeps,
  attempts: number,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const retryable = !(error instanceof PartnerRequestError) || error.retryable;
      if (!retryable || attempt >= attempts) throw error;
      await deps.sleep(deps.retryDelayMs * attempt);
    }
  }
}
