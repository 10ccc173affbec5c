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
  /** Stores the notifications in one statement, in their order. */
  createMany(notifications: readonly NewNotification[]): Promise<void>;
  /** Newest first. */
  listForUser(userId: number, limit: number): Promise<StoredNotification[]>;
  /** Marks the resident's notification read (again, harmlessly); null when it is unknown or someone else's. */
  markRead(userId: number, id: number): Promise<StoredNotification | null>;
  /** Deletes at most `limit` of the notifications created before `before`, oldest first; answers how many. */
  deleteCreatedBefore(before: Date, limit: number): Promise<number>;
}
