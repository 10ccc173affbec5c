import { IST_OFFSET_MINUTES, type StoreServiceFigures } from '@marketplace/contracts';
import type { EarningsDayFigures, LedgerEntry } from '../../domain/store-earnings';
import type { StoreMoneyRepository, StoreReliability } from '../../domain/store-money.repository';
import type { PrismaClient } from './generated/client';
import { ORDER_SCHEMA } from './schema';

const ORDERS = `"${ORDER_SCHEMA}"."orders"`;

const SETTLED = 'coalesce(delivered_at, cancelled_at)';
/** The store's settled orders in [$2, $3), on orders_vendor_settled_idx. */
const SETTLED_IN_RANGE = `vendor_id = $1::int AND status IN ('delivered', 'cancelled')
   AND ${SETTLED} >= $2::timestamptz AND ${SETTLED} < $3::timestamptz`;
const LEDGER_LINE = `status = 'delivered' AND payment_method = 'cod'`;

/** A day of India Standard Time (UTC+05:30 all year) an order settled on. */
const DAYS_SQL = `SELECT to_char((${SETTLED} AT TIME ZONE 'UTC') + interval '${IST_OFFSET_MINUTES} minutes', 'YYYY-MM-DD') AS date,
       count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by IS DISTINCT FROM 'vendor')::int AS cancelled,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'vendor')::int AS rejected,
       coalesce(sum(items_total_paise) FILTER (WHERE ${LEDGER_LINE}), 0)::bigint AS "itemSalesPaise",
       coalesce(sum(platform_fee_paise) FILTER (WHERE ${LEDGER_LINE}), 0)::bigint AS "feesPaise",
       coalesce(sum(total_amount_paise) FILTER (WHERE ${LEDGER_LINE}), 0)::bigint AS "cashCollectedPaise",
       count(*) FILTER (WHERE ${LEDGER_LINE})::int AS "ledgerLines"
  FROM ${ORDERS}
 WHERE ${SETTLED_IN_RANGE}
 GROUP BY 1`;

const LEDGER_SELECT = `SELECT id AS "orderId", delivered_at AS "deliveredAt",
       items_total_paise AS "itemsTotalPaise", platform_fee_paise AS "feesPaise",
       total_amount_paise AS "cashCollectedPaise"
  FROM ${ORDERS}
 WHERE ${SETTLED_IN_RANGE} AND ${LEDGER_LINE}`;
/** The whole ledger, oldest first (the CSV). */
const LEDGER_ALL_SQL = `${LEDGER_SELECT}
 ORDER BY ${SETTLED} ASC, id ASC`;
/** The ledger's newest $4 lines (the screen). */
const LEDGER_NEWEST_SQL = `${LEDGER_SELECT}
 ORDER BY ${SETTLED} DESC, id DESC LIMIT $4::int`;

/** On orders_vendor_id_created_at_idx: each store's orders placed in the window, in one pass. */
const FIGURES_SQL = `SELECT vendor_id AS "storeId", count(*)::int AS orders,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
         FILTER (WHERE accepted_at IS NOT NULL) AS "medianAcceptSeconds",
       count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'vendor')::int AS rejected,
       count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'system' AND relay_status = 'not_required')::int AS expired,
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
  constructor(private readonly prisma: PrismaClient) {}

  settled(
    storeId: number,
    window: { start: Date; end: Date },
    ledger: { newest: number } | 'all',
  ): Promise<{ days: EarningsDayFigures[]; ledger: LedgerEntry[]; ledgerCount: number }> {
    // One snapshot: an order delivered between the two statements must not be in one and not the other.
    return this.prisma.$transaction(
      async (tx) => {
        type Sums = 'itemSalesPaise' | 'feesPaise' | 'cashCollectedPaise';
        const rows = await tx.$queryRawUnsafe<
          (Omit<EarningsDayFigures, Sums> & Record<Sums, bigint> & { ledgerLines: number })[]
        >(DAYS_SQL, storeId, window.start, window.end);
        const [sql, ...limit] = ledger === 'all' ? [LEDGER_ALL_SQL] : [LEDGER_NEWEST_SQL, ledger.newest];
        const lines = await tx.$queryRawUnsafe<LedgerEntry[]>(
          sql,
          storeId,
          window.start,
          window.end,
          ...limit,
        );
        return {
          days: rows.map(({ ledgerLines: _ledgerLines, ...row }) => ({
            ...row,
            itemSalesPaise: Number(row.itemSalesPaise),
            feesPaise: Number(row.feesPaise),
            cashCollectedPaise: Number(row.cashCollectedPaise),
          })),
          ledger: lines,
          ledgerCount: rows.reduce((total, row) => total + row.ledgerLines, 0),
        };
      },
      { isolationLevel: 'RepeatableRead' },
    );
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
    return this.prisma.$queryRawUnsafe<FiguresRow[]>(FIGURES_SQL, [...storeIds], since);
  }
}
