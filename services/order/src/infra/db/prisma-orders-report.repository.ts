import {
  orderStatusesReportedAs,
  OrderStatusSchema,
  type OrderStatus,
  type ReportWindow,
} from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrdersReportCursor, OrdersReportFilter } from '../../domain/orders-report';
import type { OrdersReportRepository } from '../../domain/orders-report.repository';
import type { Prisma } from './generated/client';
import { toOrder, WITH_ITEMS, type PrismaDb } from './prisma-order.repository';

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

function placedWithin({ from, to }: ReportWindow): Prisma.OrderWhereInput {
  if (from === undefined && to === undefined) return {};
  return { createdAt: { ...(from && { gte: from }), ...(to && { lt: to }) } };
}

function matching(filter: OrdersReportFilter): Prisma.OrderWhereInput {
  return {
    ...placedWithin(filter),
    ...(filter.status && { status: { in: orderStatusesReportedAs(filter.status) } }),
  };
}

/**
 * The orders after the cursor in the report's order. The `lte` bound is what the index range
 * scan starts from; the OR only drops the cursor's own millisecond's orders already read.
 */
function after(cursor: OrdersReportCursor): Prisma.OrderWhereInput {
  return {
    AND: [
      { createdAt: { lte: cursor.createdAt } },
      { OR: [{ createdAt: { lt: cursor.createdAt } }, { id: { lt: cursor.id } }] },
    ],
  };
}

/**
 * The counts are one GROUP BY; over a date window, an index-only scan of orders_created_at_id_idx
 * (status is included in it). A page is a range of that index or, with a status, of
 * orders_status_created_at_id_idx, then one query for the lines of all its orders. The lines are
 * not joined in (relationJoins): Postgres would build them for every row an offset skips too.
 */
export class PrismaOrdersReportRepository implements OrdersReportRepository {
  constructor(private readonly db: PrismaDb) {}

  async countByStatus(window: ReportWindow): Promise<Partial<Record<OrderStatus, number>>> {
    const groups = await this.db.order.groupBy({
      by: ['status'],
      where: placedWithin(window),
      _count: { _all: true },
    });
    return Object.fromEntries(
      groups.map((group) => [OrderStatusSchema.parse(group.status), group._count._all]),
    );
  }

  async page(filter: OrdersReportFilter, page: { limit: number; offset: number }): Promise<Order[]> {
    const rows = await this.db.order.findMany({
      relationLoadStrategy: 'query',
      where: matching(filter),
      orderBy: [...NEWEST_FIRST],
      skip: page.offset,
      take: page.limit,
      include: WITH_ITEMS,
    });
    return rows.map(toOrder);
  }

  async after(
    filter: OrdersReportFilter,
    cursor: OrdersReportCursor | undefined,
    limit: number,
  ): Promise<Order[]> {
    const rows = await this.db.order.findMany({
      relationLoadStrategy: 'query',
      where: { ...matching(filter), ...(cursor && after(cursor)) },
      orderBy: [...NEWEST_FIRST],
      take: limit,
      include: WITH_ITEMS,
    });
    return rows.map(toOrder);
  }
}
