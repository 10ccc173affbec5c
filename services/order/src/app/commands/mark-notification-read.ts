import { NotificationNotFoundError } from '../../domain/errors';
import type { NotificationRepository, StoredNotification } from '../../domain/notification.repository';

/** PUT /api/notifications/{id}/read: idempotent, and only ever the resident's own notification. */
export async function markNotificationRead(
  deps: { notifications: NotificationRepository },
  { userId, notificationId }: { userId: number; notificationId: number },
): Promise<StoredNotification> {
  const notification = await deps.notifications.markRead(userId, notificationId);
  if (!notification) throw new NotificationNotFoundError(notificationId);
  return notification;
}
