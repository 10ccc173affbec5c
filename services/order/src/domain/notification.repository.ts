import type { NotificationText } from './order';

export interface NewNotification extends NotificationText {
  userId: number;
  orderId: number | null;
}

export interface StoredNotification extends NewNotification {
  id: number;
  isRead: boolean;
  createdAt: Date;
}

export interface NotificationRepository {
  create(notification: NewNotification): Promise<StoredNotification>;
  /** Newest first. */
  listForUser(userId: number, limit: number): Promise<StoredNotification[]>;
}
