import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { purgeOldNotifications } from '../../app/commands/purge-old-notifications';
import type { NotificationRepository } from '../../domain/notification.repository';

/** Hourly: the retention is counted in days, so running more often would find little new. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the notifications' retention now and every hour. Every replica may run it: a batch deletes
 * rows another replica's batch has not, and one that finds them gone deletes nothing.
 */
export function startPurgeOfOldNotifications(deps: {
  notifications: Pick<NotificationRepository, 'deleteCreatedBefore'>;
  retentionDays: number;
  logger: Logger;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'purge notifications past their retention',
    intervalMs: PURGE_INTERVAL_MS,
    logger: deps.logger,
    run: async (signal) => {
      const deleted = await purgeOldNotifications({ ...deps, now: new Date(), signal });
      if (deleted > 0)
        deps.logger.info({ deleted, retentionDays: deps.retentionDays }, 'old notifications purged');
    },
  });
}
