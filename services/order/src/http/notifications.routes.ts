import { Router } from 'express';
import type { NotificationListResponse } from '@marketplace/contracts';
import { requireUser } from '@marketplace/service-kit';
import { listNotifications } from '../app/queries/list-notifications';
import type { NotificationRepository } from '../domain/notification.repository';
import { toNotificationResponse } from './order.presenters';

/** The notification panel's calls (customer spec 2 and 7). */
export function notificationsRoutes(deps: { notifications: NotificationRepository }): Router {
  const router = Router();

  router.get('/api/notifications', async (req, res) => {
    const user = requireUser(req);
    const notifications = await listNotifications(deps, user.id);
    res.json({ notifications: notifications.map(toNotificationResponse) } satisfies NotificationListResponse);
  });

  return router;
}
