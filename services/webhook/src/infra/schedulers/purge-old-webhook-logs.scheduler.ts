import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { purgeOldWebhookLogs } from '../../app/commands/purge-old-webhook-logs';
import type { WebhookLogRetention } from '../../domain/webhook-log.repository';

/** Hourly: the cutoff moves by whole hours, so running more often would find nothing new. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the webhook log's retention now and every hour, judged against the time of each run. */
export function startPurgeOfOldWebhookLogs(deps: {
  logs: WebhookLogRetention;
  retentionDays: number;
  logger: Logger;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'purge webhook log rows past their retention',
    intervalMs: PURGE_INTERVAL_MS,
    run: async (signal) => {
      const deleted = await purgeOldWebhookLogs({
        logs: deps.logs,
        retentionDays: deps.retentionDays,
        now: new Date(),
        signal,
      });
      if (deleted > 0)
        deps.logger.info({ deleted, retentionDays: deps.retentionDays }, 'webhook log rows purged');
    },
    logger: deps.logger,
  });
}
