import { NOTIFICATION_BADGE_CAP, type Notification } from '@marketplace/contracts';
import type { IconName } from '@marketplace/ui';

/**
 * Customer spec 2: a notification's icon follows keywords of its message. Earlier entries win, so
 * a message that is both (an accepted order now out for delivery) shows its latest news.
 */
const MESSAGE_ICONS: readonly { keywords: readonly string[]; icon: IconName }[] = [
  { keywords: ['cancelled'], icon: 'circle-x' },
  { keywords: ['delivered'], icon: 'circle-check' },
  { keywords: ['out for delivery'], icon: 'bike' },
  { keywords: ['preparing', 'being prepared'], icon: 'utensils' },
  { keywords: ['accepted', 'confirmed'], icon: 'check' },
];

export function notificationIcon(message: string): IconName {
  const text = message.toLowerCase();
  return MESSAGE_ICONS.find(({ keywords }) => keywords.some((word) => text.includes(word)))?.icon ?? 'bell';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 'just now' under a minute, then '5m ago', '3h ago', '2d ago'. A time ahead of `now` is 'just now'. */
export function relativeTime(createdAt: string, now: number): string {
  const elapsed = now - Date.parse(createdAt);
  if (!(elapsed >= MINUTE_MS)) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/** The bell's count: nothing when all is read, '9+' above the cap (customer spec 9). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/**
 * A notification pushed by the live stream joins the panel's list: newest first, and one the list
 * already has (the poll fetched it, or the stream resent it after a reconnect) is replaced, not
 * shown twice.
 */
export function mergeNotification(
  list: readonly Notification[] | undefined,
  incoming: Notification,
): Notification[] {
  const others = (list ?? []).filter((notification) => notification.id !== incoming.id);
  return [incoming, ...others].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}
