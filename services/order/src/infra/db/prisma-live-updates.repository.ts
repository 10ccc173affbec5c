import { NotificationTypeSchema, OrderStatusSchema } from '@marketplace/contracts';
import type {
  LiveCursor,
  LiveItem,
  LiveUpdatesRepository,
  OrderStatusUpdate,
} from '../../domain/live-updates';
import type { StoredNotification } from '../../domain/notification.repository';
import type { PrismaDb } from './prisma-order.repository';

/**
 * How far back notifications are read again whatever their id. Ids are drawn before commit, so a
 * lower one can become visible after a higher one was sent; no transaction lives this long (Prisma's
 * interactive transactions time out after 5 s).
 */
export const RECENT_NOTIFICATIONS_MS = 30_000;

/** Most rows one read returns per key: a resume after a long absence gets the newest part, not the whole history. */
const MAX_ROWS = 500;

interface HistoryRow {
  id: number;
  orderId: number;
  status: string;
  externalStatus: string | null;
  occurredAt: Date;
  order: { estimatedDeliveryAt: Date | null };
}

function toStatusUpdate(row: HistoryRow): OrderStatusUpdate {
  return {
    id: row.id,
    orderId: row.orderId,
    status: OrderStatusSchema.parse(row.status),
    externalStatus: row.externalStatus,
    occurredAt: row.occurredAt,
    estimatedDeliveryAt: row.order.estimatedDeliveryAt,
  };
}

const historySelect = {
  id: true,
  orderId: true,
  status: true,
  externalStatus: true,
  occurredAt: true,
  order: { select: { estimatedDeliveryAt: true } },
} as const;

export class PrismaLiveUpdatesRepository implements LiveUpdatesRepository {
  constructor(
    private readonly db: PrismaDb,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async statusUpdatesSince(afterIds: ReadonlyMap<number, number>): Promise<OrderStatusUpdate[]> {
    if (afterIds.size === 0) return [];
    const rows = await this.db.orderStatusHistory.findMany({
      where: {
        applied: true,
        OR: [...afterIds].map(([orderId, afterId]) => ({ orderId, id: { gt: afterId } })),
      },
      orderBy: { id: 'asc' },
      take: MAX_ROWS * afterIds.size,
      select: historySelect,
    });
    return rows.map(toStatusUpdate);
  }

  async latestStatusUpdate(orderId: number): Promise<OrderStatusUpdate | null> {
    const row = await this.db.orderStatusHistory.findFirst({
      where: { orderId, applied: true },
      orderBy: { id: 'desc' },
      select: historySelect,
    });
    return row && toStatusUpdate(row);
  }

  async notificationsSince(
    afterIds: ReadonlyMap<number, number>,
  ): Promise<(StoredNotification & LiveItem)[]> {
    if (afterIds.size === 0) return [];
    const recentSince = this.recentSince();
    const rows = await this.db.notification.findMany({
      where: {
        OR: [...afterIds].map(([userId, afterId]) => ({
          userId,
          OR: [{ id: { gt: afterId } }, { createdAt: { gt: recentSince } }],
        })),
      },
      orderBy: { id: 'desc' },
      take: MAX_ROWS * afterIds.size,
    });
    return rows.reverse().map((row) => ({
      id: row.id,
      userId: row.userId,
      orderId: row.orderId,
      type: NotificationTypeSchema.parse(row.type),
      title: row.title,
      message: row.message,
      isRead: row.isRead,
      createdAt: row.createdAt,
      recent: row.id <= (afterIds.get(row.userId) ?? 0),
    }));
  }

  async notificationCursor(userId: number): Promise<LiveCursor> {
    // Recent first: every id it returns is then at or below the newest read after it.
    const recent = await this.db.notification.findMany({
      where: { userId, createdAt: { gt: this.recentSince() } },
      select: { id: true },
      take: MAX_ROWS,
    });
    const newest = await this.db.notification.findFirst({
      where: { userId },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    return { cursor: newest?.id ?? 0, delivered: recent.map((row) => row.id) };
  }

  private recentSince(): Date {
    return new Date(this.clock().getTime() - RECENT_NOTIFICATIONS_MS);
  }
}
