import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_POLL_MS,
  ORDER_STREAM_EVENTS,
  NotificationListResponseSchema,
  NotificationSchema,
  type Notification,
} from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { apiFetch, useEventStream } from '@marketplace/ui/api';
import { mergeNotification } from './notification-display';

const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

async function fetchNotifications(): Promise<Notification[]> {
  return NotificationListResponseSchema.parse(await apiFetch<unknown>('/api/notifications')).notifications;
}

/** GET /api/notifications, newest first, polled every 30 seconds (customer spec 7 and 9). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

/**
 * GET /api/notifications/events: each new notification as the server writes it, so the bell and
 * the panel change at once rather than at the next 30-second poll, which carries on regardless.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEventStream(
    '/api/notifications/events',
    ORDER_STREAM_EVENTS.notification,
    (data) => {
      const notification = NotificationSchema.safeParse(data);
      if (!notification.success) return;
      // Before the first poll has answered there is no list to add to; that poll brings it.
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_QUERY_KEY, (list) =>
        list === undefined ? list : mergeNotification(list, notification.data),
      );
    },
    // After a reconnect, fetch what came while it was closed; the first connection follows the
    // list's own first read, which the 30 s poll keeps up to date.
    (first) => {
      if (!first) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  );
}

async function markNotificationRead(id: number): Promise<Notification> {
  return NotificationSchema.parse(
    await apiFetch<unknown>(`/api/notifications/${id}/read`, { method: 'PUT' }),
  );
}

/**
 * PUT /api/notifications/{id}/read. The notification reads as read at once; a failure puts it back
 * and shows the spec's destructive toast (customer spec 8).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const setRead = (id: number, isRead: boolean) =>
    queryClient.setQueryData<Notification[]>(NOTIFICATIONS_QUERY_KEY, (notifications) =>
      notifications?.map((notification) =>
        notification.id === id ? { ...notification, isRead } : notification,
      ),
    );
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      // A poll answered before the call must not bring the unread state back.
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      setRead(id, true);
    },
    onError: (error, id) => {
      setRead(id, false);
      toast({
        title: NOTIFICATION_TEXTS.markReadFailedTitle,
        description: NOTIFICATION_TEXTS.markReadFailed(error.message),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
