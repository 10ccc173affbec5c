import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import {
  pollDueOrderStatuses,
  type PollDueOrderStatusesDeps,
  type PollRoundEntry,
} from '../../app/commands/poll-due-order-statuses';

/**
 * Asks partners for the status of their open orders every tickMs, in case a webhook is lost
 * (docs/architecture.md, Partners); each config's own interval decides when an order
 * is asked.
 */
export function startOrderStatusPolling(
  deps: PollDueOrderStatusesDeps & { logger: Logger },
  tickMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'order-status-poller',
    intervalMs: tickMs,
    logger: deps.logger,
    run: async (signal) => {
      for (const entry of await pollDueOrderStatuses(deps, signal)) logPollEntry(deps.logger, entry);
    },
  });
}

function logPollEntry(logger: Logger, entry: PollRoundEntry): void {
  switch (entry.outcome) {
    case 'applied':
      logger.info({ orderId: entry.orderId, status: entry.change.status }, 'polled status applied');
      return;
    case 'stale':
      logger.warn({ orderId: entry.orderId }, 'partner reported an older status; ignored');
      return;
    case 'unknown_status':
      logger.warn(
        { orderId: entry.orderId, externalStatus: entry.externalStatus },
        'partner reported an unknown status',
      );
      return;
    case 'error':
      logger.warn({ orderId: entry.orderId, error: entry.error }, 'status poll failed');
      return;
    default:
      return;
  }
}
