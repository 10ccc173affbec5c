import type { Logger, RateLimiter } from '@marketplace/service-kit';
import type { Order } from '../../domain/order';
import {
  isPollable,
  statusConfigFor,
  type OrderStatusConfigRepository,
} from '../../domain/order-status-config';
import { pollLimitsOf } from '../../domain/order-status-config';
import { pollOrderStatus, type PollOrderStatusDeps } from '../commands/poll-order-status';
import { getUserOrder } from './get-user-order';

export interface GetOrderStatusDeps extends PollOrderStatusDeps {
  configs: OrderStatusConfigRepository;
  /** The longest a refresh may wait for the partner, whatever the config allows. */
  refreshTimeoutMs: number;
  /**
   * At most one partner call per order in this time, however many residents' screens ask (the
   * tracking screen asks every 10 s); within it the stored status is the answer.
   */
  refreshMinIntervalMs: number;
  /** Refreshes one resident may make, whichever of their orders they name (STATUS_REFRESH_PER_RESIDENT_*). */
  refreshesPerResident: RateLimiter;
  logger: Logger;
}

/**
 * The resident's order with its current status. With refresh, the partner is asked once first
 * (bounded by refreshTimeoutMs) unless it was asked within refreshMinIntervalMs or is being asked
 * (by the poller or another replica's refresh); a partner that
 * does not answer leaves the status as we know it. A resident has an allowance of refreshes over all
 * their orders too, so one with many orders cannot make us call partners without end.
 */
export async function getOrderStatus(
  deps: GetOrderStatusDeps,
  { userId, orderId, refresh }: { userId: number; orderId: number; refresh: boolean },
): Promise<Order> {
  const order = await getUserOrder(deps, { userId, orderId });
  if (!refresh || !isPollable(order)) return order;
  const config = statusConfigFor(order, await deps.configs.listActive());
  if (!config) return order;
  // Past a resident's allowance the stored status answers, as within an order's interval: a status
  // page keeps showing something true, and a 429 would only make a screen that polls show an error.
  // Charged before the order's claim, so a refused refresh does not count as a poll of the order.
  if (!deps.refreshesPerResident.take(`resident:${userId}`).allowed) return order;
  const limits = { attempts: 1, timeoutMs: Math.min(pollLimitsOf(config).timeoutMs, deps.refreshTimeoutMs) };
  try {
    const polled = await pollOrderStatus(deps, {
      order,
      config,
      limits,
      minIntervalMs: deps.refreshMinIntervalMs,
    });
    if (polled.outcome === 'not_claimed') return order;
  } catch (error) {
    deps.logger.warn(
      { err: error, orderId },
      'status refresh from the partner failed; answering the stored status',
    );
    return order;
  }
  return getUserOrder(deps, { userId, orderId });
}
