import { startPeriodicTask, type PeriodicTask } from '@marketplace/service-kit';
import {
  expireUnansweredOrders,
  type ExpireUnansweredOrdersDeps,
} from '../../app/commands/expire-unanswered-orders';

/**
 * Every intervalMs, cancels the local orders nobody at the store answered within the acceptance
 * window. Each replica runs it; an order's expiry applies only while it is still pending, so each
 * order is cancelled once whichever replica's round finds it first.
 */
export function startUnansweredOrdersSweep(
  deps: ExpireUnansweredOrdersDeps,
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'unanswered-orders-sweep',
    intervalMs,
    logger: deps.logger,
    run: () => expireUnansweredOrders(deps).then(() => undefined),
  });
}
