import { NotificationTypeSchema, OrderStatusSchema } from '@marketplace/contracts';
import type {
  LiveCursor,
  LiveItem,
  LiveUpdatesRepository,
  OrderStatusUpdate,
  StoreOrderUpdate,
} from '../../domain/live-updates';
import type { StoredNotification } from '../../domain/notification.repository';
import { toOrder, WITH_ITEMS, type PrismaDb } from './prisma-order.repository';

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
  order: { estimatedDeliveryAt: Date | null; cancelReason: string | null; handoffCode: string | null };
}

const ON_THE_WAY: ReadonlySet<string> = new Set(['out_for_delivery', 'picked_up']);

function toStatusUpdate(row: HistoryRow): OrderStatusUpdate {
  return {
    id: row.id,
    orderId: row.orderId,
    status: OrderStatusSchema.parse(row.status),
    externalStatus: row.externalStatus,
    occurredAt: row.occurredAt,
    estimatedDeliveryAt: row.order.estimatedDeliveryAt,
    cancelReason: row.status === 'cancelled' ? row.order.cancelReason : null,
    handoffCode: ON_THE_WAY.has(row.status) ? row.order.handoffCode : null,
  };
}

const historySelect = {
  id: true,
  orderId: true,
  status: true,
  externalStatus: true,
  occurredAt: true,
  order: { select: { estimatedDeliveryAt: true, cancelReason: true, handoffCode: true } },
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

  async storeOrderUpdatesSince(afterIds: ReadonlyMap<number, number>): Promise<StoreOrderUpdate[]> {
    if (afterIds.size === 0) return [];
    const rows = await this.db.orderStatusHistory.findMany({
      where: {
        applied: true,
        OR: [...afterIds].map(([storeId, afterId]) => ({
          id: { gt: afterId },
          order: { vendorId: storeId, relayStatus: 'not_required' },
        })),
      },
      orderBy: { id: 'asc' },
      take: MAX_ROWS * afterIds.size,
      select: { id: true, orderId: true },
    });
    // An order changed several times since the cursor is sent once, as it is now, under its last id.
    const latestByOrder = new Map(rows.map((row) => [row.orderId, row.id]));
    if (latestByOrder.size === 0) return [];
    const orders = await this.db.order.findMany({
      relationLoadStrategy: 'join',
      where: { id: { in: [...latestByOrder.keys()] } },
      include: WITH_ITEMS,
    });
    return orders
      .map((row) => ({ id: latestByOrder.get(row.id)!, storeId: row.vendorId, order: toOrder(row) }))
      .sort((a, b) => a.id - b.id);
  }

  async latestHistoryId(): Promise<number> {
    const row = await this.db.orderStatusHistory.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    return row?.id ?? 0;
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
