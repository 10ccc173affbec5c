import { Router } from 'express';
import type { Notification, NotificationListResponse } from '@marketplace/contracts';
import { noStore, parsePathId, requireUser } from '@marketplace/service-kit';
import { markNotificationRead } from '../app/commands/mark-notification-read';
import { listNotifications } from '../app/queries/list-notifications';
import type { NotificationRepository } from '../domain/notification.repository';
import { toNotificationResponse } from './order.presenters';

/** The notification panel's calls (customer spec 2 and 7). */
export function notificationsRoutes(deps: { notifications: NotificationRepository }): Router {
  const router = Router();

  router.get('/api/notifications', noStore, async (req, res) => {
    const user = requireUser(req);
    const notifications = await listNotifications(deps, user.id);
    res.json({ notifications: notifications.map(toNotificationResponse) } satisfies NotificationListResponse);
  });

  // The spec's client sends an empty body: the path says everything.
  router.put('/api/notifications/:id/read', noStore, async (req, res) => {
    const user = requireUser(req);
    const notification = await markNotificationRead(deps, {
      userId: user.id,
      notificationId: parsePathId(req.params.id, 'Invalid notification id'),
    });
    res.json(toNotificationResponse(notification) satisfies Notification);
  });

  return router;
}
