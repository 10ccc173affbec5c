import type { StoredNotification } from '../../domain/notification.repository';
import type {
  LiveChannel,
  LiveCursor,
  LiveItem,
  LiveSubscription,
  LiveUpdatesRepository,
} from '../../domain/live-updates';

export interface FollowNotificationsDeps {
  live: LiveUpdatesRepository;
  notificationChannel: LiveChannel<StoredNotification & LiveItem>;
}

/**
 * The resident's new notifications, live. Without a last event id it starts after the ones
 * already stored (the panel lists those); with one, every notification after it comes first, and
 * the most recent ones again (a reconnecting client may have missed one committed out of id order;
 * it knows notifications by id).
 */
export async function followNotifications(
  deps: FollowNotificationsDeps,
  { userId, lastEventId }: { userId: number; lastEventId: number | undefined },
): Promise<LiveSubscription<StoredNotification & LiveItem>> {
  const from: LiveCursor =
    lastEventId === undefined ? await deps.live.notificationCursor(userId) : { cursor: lastEventId };
  let unfollow: (() => void) | undefined;
  let closed = false;
  return {
    start(deliver) {
      if (!closed) unfollow = deps.notificationChannel.follow(userId, from, deliver);
    },
    close() {
      closed = true;
      unfollow?.();
    },
  };
}
