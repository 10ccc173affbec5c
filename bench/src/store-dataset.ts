import type { Client } from 'pg';
import { DATASET_SOURCE } from './catalog-dataset';

/**
 * The store phase's orders (issue 25): 1,000,000 settled orders of the catalog data set's 10,000
 * local vendors (catalog-dataset.ts), written by PostgreSQL in one statement. They are what a
 * store's earnings and the back-office's Vendors figures read at real size:
 * - placed over the last 60 days, vendors drawn by power(random, 2): the busiest has about 10,000
 *   (170 a day, a busy kitchen), the median about 50, the quietest a handful;
 * - 82 % delivered (with their bills), 6 % rejected by the store, 4 % not answered in time, 5 %
 *   cancelled by the resident, 3 % cancelled by a partner's word (as a partner's orders are);
 * - accepted 1 to 9 minutes after placing when the store answered, delivered 25 to 70 minutes after.
 * No order is left pending: the acceptance window's sweep would cancel thousands during the run.
 * Their residents' ids start at STORE_DATASET_USER_BASE, the mark a later run finds them by.
 */
export const STORE_DATASET_ORDERS = 1_000_000;
export const STORE_DATASET_DAYS = 60;
export const STORE_DATASET_USER_BASE = 1_950_000_000;

const INSERT_SQL = `
INSERT INTO orders.orders (
  user_id, vendor_id, category_id, category_name, restaurant_name, status,
  items_total_paise, platform_fee_paise, delivery_charge_paise, packaging_paise, gst_paise, total_amount_paise,
  delivery_address, phone_number, payment_method, payment_status, relay_status,
  accepted_at, delivered_at, cancelled_at, cancelled_by, cancel_reason, created_at, updated_at)
SELECT
  ${STORE_DATASET_USER_BASE} + (g % 50000), v.id, v.category_id, 'Food & Restaurants', v.name,
  fate.status,
  bill.items, 500, bill.delivery, 0, round(bill.items * 0.05)::int + 90,
  bill.items + 500 + bill.delivery + round(bill.items * 0.05)::int + 90,
  'Flat ' || (100 + g % 900) || ', Bench Towers', '98' || lpad((g % 100000000)::text, 8, '0'),
  'cod', CASE WHEN fate.status = 'delivered' THEN 'completed' ELSE 'pending' END, 'not_required',
  CASE WHEN fate.status = 'delivered' OR fate.by = 'webhook' THEN placed.at + (1 + r.accept * 8) * interval '1 minute' END,
  CASE WHEN fate.status = 'delivered' THEN placed.at + (25 + r.deliver * 45) * interval '1 minute' END,
  CASE WHEN fate.status = 'cancelled' THEN placed.at + (2 + r.deliver * 10) * interval '1 minute' END,
  fate.by,
  CASE fate.by WHEN 'vendor' THEN 'Too busy' WHEN 'system' THEN 'The restaurant did not respond in time' END,
  placed.at, placed.at + interval '1 hour'
FROM generate_series(1, ${STORE_DATASET_ORDERS}) AS g
CROSS JOIN LATERAL (SELECT random() AS vendor, random() AS fate, random() AS accept, random() AS deliver,
                           random() AS age, random() AS items, g AS row) AS r
CROSS JOIN (SELECT count(*)::int AS n FROM bench_store_vendors) AS vendors
JOIN bench_store_vendors AS v ON v.position = floor(vendors.n * power(r.vendor, 2))::int
CROSS JOIN LATERAL (SELECT now() - r.age * ${STORE_DATASET_DAYS} * interval '1 day' - interval '2 hours' AS at) AS placed
CROSS JOIN LATERAL (SELECT (9900 + floor(r.items * r.items * 90000))::int AS items,
                           (ARRAY[0, 2000, 3000])[1 + g % 3] AS delivery) AS bill
CROSS JOIN LATERAL (
  SELECT CASE WHEN r.fate < 0.82 THEN 'delivered' ELSE 'cancelled' END AS status,
         CASE WHEN r.fate < 0.82 THEN NULL
              WHEN r.fate < 0.88 THEN 'vendor'
              WHEN r.fate < 0.92 THEN 'system'
              WHEN r.fate < 0.97 THEN 'customer'
              ELSE 'webhook' END AS by
) AS fate`;

export interface StoreDataset {
  orders: number;
  vendors: number;
  /** Seconds spent writing it (0 when reused), and vacuuming and analysing it after. */
  seconds: number;
  vacuumSeconds: number;
}

/** Writes the orders unless they are there (the catalog data set must be), then counts them. */
export async function ensureStoreDataset(database: Client): Promise<StoreDataset> {
  const count = async () =>
    (
      await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders.orders WHERE user_id >= $1',
        [STORE_DATASET_USER_BASE],
      )
    ).rows[0]!.n;
  let seconds = 0;
  let vacuumSeconds = 0;
  if ((await count()) < STORE_DATASET_ORDERS) {
    const started = Date.now();
    await database.query('BEGIN');
    try {
      await database.query('DELETE FROM orders.orders WHERE user_id >= $1', [STORE_DATASET_USER_BASE]);
      await database.query('SELECT setseed(0.25)');
      await database.query(
        `CREATE TEMP TABLE bench_store_vendors ON COMMIT DROP AS
         SELECT (row_number() OVER (ORDER BY id) - 1)::int AS position, id, category_id, name
           FROM catalog.vendors WHERE source_system = $1 ORDER BY id`,
        [DATASET_SOURCE],
      );
      await database.query(INSERT_SQL);
      await database.query('COMMIT');
    } catch (error) {
      await database.query('ROLLBACK');
      throw error;
    }
    seconds = (Date.now() - started) / 1000;
    const vacuumStarted = Date.now();
    await database.query('VACUUM (ANALYZE) orders.orders');
    vacuumSeconds = (Date.now() - vacuumStarted) / 1000;
  }
  const vendors = (
    await database.query<{ n: number }>(
      'SELECT count(DISTINCT vendor_id)::int AS n FROM orders.orders WHERE user_id >= $1',
      [STORE_DATASET_USER_BASE],
    )
  ).rows[0]!.n;
  return { orders: await count(), vendors, seconds, vacuumSeconds };
}
