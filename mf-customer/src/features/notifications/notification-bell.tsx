import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_TEXTS, type Notification } from '@marketplace/contracts';
import { Dialog, Icon, Spinner, VisuallyHidden, cx } from '@marketplace/ui';
import { badgeText, notificationIcon, relativeTime } from './notification-display';
import { useMarkNotificationRead, useNotificationStream, useNotifications } from './notifications-api';
import styles from './notifications.module.css';

/**
 * Customer spec 2, notification panel: the bell with the unread count, and the list it opens.
 * `className` styles the bell like its neighbours in the header.
 */
export function NotificationBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  useNotificationStream();
  const unread = notifications.data?.filter((notification) => !notification.isRead).length ?? 0;
  const badge = badgeText(unread);

  return (
    <>
      <button
        type="button"
        className={cx(className, styles.bell)}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" size={22} />
        {badge !== null && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Notifications">
        {notifications.isPending ? (
          <Spinner label="Loading notifications…" />
        ) : notifications.isError && notifications.data === undefined ? (
          <p role="alert" className={styles.error}>
            {notifications.error.message}
          </p>
        ) : (
          <NotificationList notifications={notifications.data ?? []} onLeave={() => setOpen(false)} />
        )}
      </Dialog>
    </>
  );
}

function NotificationList({
  notifications,
  onLeave,
}: {
  notifications: readonly Notification[];
  onLeave: () => void;
}) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  if (notifications.length === 0) {
    return (
      <div className={styles.empty}>
        <Icon name="bell" size={36} className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{NOTIFICATION_TEXTS.emptyTitle}</p>
        <p className={styles.emptyText}>{NOTIFICATION_TEXTS.emptyText}</p>
      </div>
    );
  }

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    if (notification.type === 'order_update' && notification.orderId !== null) {
      onLeave();
      navigate('/customer/order-history');
    }
  };
  const now = Date.now();
  return (
    <ul className={styles.list}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <button
            type="button"
            className={cx(styles.item, !notification.isRead && styles.unread)}
            onClick={() => open(notification)}
          >
            <span className={styles.itemIcon}>
              <Icon name={notificationIcon(notification.message)} size={20} />
            </span>
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                {!notification.isRead && <VisuallyHidden>Unread: </VisuallyHidden>}
                {notification.title}
              </span>
              <span className={styles.itemMessage}>{notification.message}</span>
              <time className={styles.itemTime} dateTime={notification.createdAt}>
                {relativeTime(notification.createdAt, now)}
              </time>
            </span>
            {!notification.isRead && <span className={styles.dot} aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
