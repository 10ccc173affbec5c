import { NotificationTypeSchema } from '@marketplace/contracts';
import type {
  NewNotification,
  NotificationRepository,
  StoredNotification,
} from '../../domain/notification.repository';
import type { Notification as NotificationRow } from './generated/client';
import type { PrismaDb } from './prisma-order.repository';
import { ORDER_SCHEMA } from './schema';

// Raw statements are not qualified by Prisma's schema option.
const NOTIFICATIONS = `"${ORDER_SCHEMA}".notifications`;

function toNotification(row: NotificationRow): StoredNotification {
  return {
    id: row.id,
    userId: row.userId,
    type: NotificationTypeSchema.parse(row.type),
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    orderId: row.orderId,
    createdAt: row.createdAt,
  };
}

export class PrismaNotificationRepository implements NotificationRepository {
  constructor(private readonly db: PrismaDb) {}

  async createMany(notifications: readonly NewNotification[]): Promise<void> {
    if (notifications.length > 0) await this.db.notification.createMany({ data: [...notifications] });
  }

  async listForUser(userId: number, limit: number): Promise<StoredNotification[]> {
    const rows = await this.db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    return rows.map(toNotification);
  }

  async markRead(userId: number, id: number): Promise<StoredNotification | null> {
    // The owner is part of the condition, so another resident's id changes nothing and reads as unknown.
    const { count } = await this.db.notification.updateMany({
      where: { id, userId },
      data: { isRead: true },
    });
    if (count === 0) return null;
    const row = await this.db.notification.findUnique({ where: { id } });
    return row && toNotification(row);
  }

  async deleteCreatedBefore(before: Date, limit: number): Promise<number> {
    // By id, which follows creation: the oldest rows come first off the primary key.
    return this.db.$executeRawUnsafe(
      `DELETE FROM ${NOTIFICATIONS} WHERE id IN (
         SELECT id FROM ${NOTIFICATIONS} WHERE created_at < $1 ORDER BY id LIMIT $2)`,
      before,
      limit,
    );
  }
}
