import type { StoreServiceFigures } from '@marketplace/contracts';
import type { SettledOrder } from '../../domain/store-earnings';
import type { StoreMoneyRepository, StoreReliability } from '../../domain/store-money.repository';
import type { StatusSource } from '../../domain/order';
import type { PrismaDb } from './prisma-order.repository';
import { ORDER_SCHEMA } from './schema';

const ORDERS = `"${ORDER_SCHEMA}"."orders"`;

/** On orders_vendor_settled_idx: the store's settled orders by when they settled. */
const SETTLED_SQL = `SELECT id, status, cancelled_by AS "cancelledBy",
       coalesce(delivered_at, cancelled_at) AS "settledAt", payment_method AS "paymentMethod",
       items_total_paise AS "itemsTotalPaise", platform_fee_paise AS "platformFeePaise",
       total_amount_paise AS "totalAmountPaise"
  FROM ${ORDERS}
 WHERE vendor_id = $1::int AND status IN ('delivered', 'cancelled')
   AND coalesce(delivered_at, cancelled_at) >= $2::timestamptz
   AND coalesce(delivered_at, cancelled_at) < $3::timestamptz
 ORDER BY coalesce(delivered_at, cancelled_at), id`;

/** On orders_vendor_id_created_at_idx: each store's orders placed in the window, in one pass. */
const FIGURES_SQL = `SELECT vendor_id AS "storeId", count(*)::int AS orders,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
         FILTER (WHERE accepted_at IS NOT NULL) AS "medianAcceptSeconds",
       count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'vendor')::int AS rejected,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'system')::int AS expired,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'customer')::int AS "byResident",
       count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
  FROM ${ORDERS}
 WHERE vendor_id = ANY($1::int[]) AND created_at >= $2::timestamptz
 GROUP BY vendor_id`;

interface FiguresRow {
  storeId: number;
  orders: number;
  medianAcceptSeconds: number | null;
  delivered: number;
  rejected: number;
  expired: number;
  byResident: number;
  cancelled: number;
}

export class PrismaStoreMoneyRepository implements StoreMoneyRepository {
  constructor(private readonly db: PrismaDb) {}

  async settledBetween(storeId: number, start: Date, end: Date): Promise<SettledOrder[]> {
    const rows = await this.db.$queryRawUnsafe<
      (Omit<SettledOrder, 'cancelledBy'> & { cancelledBy: string | null })[]
    >(SETTLED_SQL, storeId, start, end);
    // The column's CHECK allows only the status sources.
    return rows.map((row) => ({ ...row, cancelledBy: row.cancelledBy as StatusSource | null }));
  }

  async serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]> {
    if (storeIds.length === 0) return [];
    const rows = await this.figures(storeIds, since);
    return rows.map((row) => ({
      storeId: row.storeId,
      orders: row.orders,
      medianAcceptMinutes:
        row.medianAcceptSeconds === null ? null : Math.round(row.medianAcceptSeconds / 6) / 10,
      rejectedShare: row.rejected / row.orders,
      expiredShare: row.expired / row.orders,
      // Every other cancellation: the resident's, and a partner's.
      cancelledShare: (row.cancelled - row.rejected - row.expired) / row.orders,
    }));
  }

  async reliability(storeId: number, since: Date): Promise<StoreReliability> {
    const [row] = await this.figures([storeId], since);
    if (!row) return { medianAcceptMs: null, delivered: 0, finished: 0 };
    return {
      medianAcceptMs: row.medianAcceptSeconds === null ? null : row.medianAcceptSeconds * 1000,
      delivered: row.delivered,
      finished: row.delivered + row.cancelled - row.byResident,
    };
  }

  private figures(storeIds: readonly number[], since: Date): Promise<FiguresRow[]> {
    return this.db.$queryRawUnsafe<FiguresRow[]>(FIGURES_SQL, [...storeIds], since);
  }
}
