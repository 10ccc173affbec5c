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
}

export type PollResult =
  ApplyStatusResult | { outcome: 'unknown_status'; orderId: number; externalStatus: string };

/**
 * Asks the partner for one order's status and applies it through the same use case as webhooks
 * (source 'poll'), so a status that is not newer changes nothing. The order is marked as polled
 * whether or not the partner answered, so a partner that is down is not asked again before the
 * config's next interval.
 */
export async function pollOrderStatus(
  deps: PollOrderStatusDeps,
  { order, config, limits = pollLimitsOf(config) }: PollOrderStatusInput,
): Promise<PollResult> {
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
