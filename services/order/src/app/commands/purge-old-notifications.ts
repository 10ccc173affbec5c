import { deleteInBatches } from '@marketplace/db';
import type { NotificationRepository } from '../../domain/notification.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention of the residents' notifications (NOTIFICATION_RETENTION_DAYS): the bell shows the
 * newest, and an order's own history stays with the order, so notifications older than the period
 * go, batch by batch. Answers how many were deleted.
 */
export function purgeOldNotifications(deps: {
  notifications: Pick<NotificationRepository, 'deleteCreatedBefore'>;
  retentionDays: number;
  now: Date;
  signal?: AbortSignal;
  batchSize?: number;
}): Promise<number> {
  const before = new Date(deps.now.getTime() - deps.retentionDays * DAY_MS);
  return deleteInBatches((limit) => deps.notifications.deleteCreatedBefore(before, limit), {
    batchSize: deps.batchSize,
    signal: deps.signal,
  });
}
