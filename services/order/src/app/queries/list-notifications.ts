import type { NotificationRepository, StoredNotification } from '../../domain/notification.repository';

/** How many notifications the panel gets: the newest ones. */
const NOTIFICATION_LIST_LIMIT = 100;

/** The resident's notifications, newest first. */
export function listNotifications(
  deps: { notifications: NotificationRepository },
  userId: number,
): Promise<StoredNotification[]> {
  return deps.notifications.listForUser(userId, NOTIFICATION_LIST_LIMIT);
}
