import type { Client } from 'pg';

/**
 * The back-office reports' data set at real size (issue 12), written by PostgreSQL itself
 * (INSERT … SELECT over generate_series, one transaction: seconds, not minutes) after the services'
 * migrations and demo seed:
 * - 100,000 orders in orders.orders over the last 30 days, at Indian meal times more than at night,
 *   from up to 2,000 vendors of the orderable categories (popular vendors more often), each under
 *   its vendor's category name; about 88 % end delivered, 8 % cancelled (most after the vendor
 *   accepted) and 4 % are never accepted. Every step time (accepted, preparing, ready,
 *   picked up for partner vendors' orders, out for delivery, delivered or cancelled) follows the one
 *   before by a few minutes, only the steps reached by now are stamped, the status is the last of
 *   them and updated_at its time: orders of the last hour are still on their way. Partner vendors'
 *   orders carry the partner's order id and were relayed;
 * - 1 to 4 lines an order in orders.order_items (1 or 2 mostly), and each order's bill from them
 *   (items, platform fee, delivery, packaging, GST) adding up to its total;
 * - 1,000,000 webhook log rows in webhooks.webhook_logs over the same 30 days: 95 % accepted
 *   order.status_changed (a few redeliveries logged as duplicates) from five partner addresses, 3 %
 *   authentication_failed and 2 % invalid_payload with success = false and the error message the
 *   service writes, mostly from a long tail of random addresses; processing times of a few ms;
 * - the log's hourly totals (webhook_log_hours, webhook_log_source_hours) added in the same
 *   statement that inserts the rows, from the rows as stored, exactly as the write path does
 *   (services/webhook/src/infra/db/hourly-totals.ts), under writer 0 like the migration's.
 *
 * Ids come from the tables' own sequences, in time order, so the services' next ids follow them.
 * The rows are marked (orders: customers' user ids from BENCH_USER_BASE up, which no registered
 * resident has; log rows: user_agent 'bench-dataset', which the report does not show), so a later
 * run finds them and reuses them while they are fresh. Older than a day, the "last 30 days" would
 * have moved, so they are deleted (log rows subtracted from the hourly totals in the same
 * statement, as the migration asks of anything deleting log rows) and written anew.
 */
export const ADMIN_DATASET_SIZE = {
  orders: 100_000,
  webhookLogs: 1_000_000,
  days: 30,
} as const;

/** Customers of the generated orders: user ids above any a resident gets. */
export const BENCH_USER_BASE = 1_900_000_000;
const BENCH_CUSTOMERS = 20_000;
/** The generated log rows' user agent: the mark a later run finds them by. */
export const BENCH_USER_AGENT = 'bench-dataset';
/** The data set is reused for this long after it was written. */
const FRESH_FOR_HOURS = 24;
const MAX_VENDORS = 2_000;

export interface AdminDataset {
  orders: number;
  orderItems: number;
  webhookLogs: number;
  /** Hourly totals rows (all sources, per source) holding the log's requests. */
  hourRows: number;
  sourceHourRows: number;
  /** Whether the hourly totals add up to the log, over all rows and per source IP. */
  totalsAgree: boolean;
  /** Seconds spent writing it (0 when reused) and vacuuming and analysing it afterwards. */
  seconds: number;
  vacuumSeconds: number;
}

/** The orderable categories' vendors, numbered for drawing (popular ones first by power()). */
const VENDORS_SQL = `
CREATE TEMP TABLE bench_vendors ON COMMIT DROP AS
SELECT (row_number() OVER (ORDER BY v.id) - 1)::int AS position, v.id, v.category_id, c.name AS category_name,
       v.name, v.address, v.is_external_source AND v.external_id IS NOT NULL AS external, v.external_id,
       c.customer_support_number
  FROM catalog.vendors AS v JOIN catalog.categories AS c ON c.id = v.category_id
 WHERE c.is_orderable
 ORDER BY v.id
 LIMIT ${MAX_VENDORS}`;

/**
 * Each order drawn: its time, vendor, customer and fate, then its step times as planned from its
 * placing. A day of the last 30 (Indian days), an hour weighted towards meals, a minute at random;
 * a time still ahead today goes 30 days back instead, into the part of that day within the last
 * 30 × 24 hours. The id is drawn from the orders' sequence in time order (the sorted subquery
 * feeds nextval row by row).
 */
const ORDERS_SQL = `
CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
SELECT nextval('orders.orders_id_seq'::regclass)::int AS id, placed.*
FROM (
  SELECT drawn.*,
         drawn.created_at + (1 + drawn.a * 5) * interval '1 minute' AS plan_accepted,
         drawn.created_at + (2 + drawn.a * 5 + drawn.b * 3) * interval '1 minute' AS plan_preparing,
         drawn.created_at + (12 + drawn.a * 5 + drawn.b * 3 + drawn.c * 20) * interval '1 minute' AS plan_ready,
         drawn.created_at + (16 + drawn.a * 5 + drawn.b * 3 + drawn.c * 20 + drawn.d * 6) * interval '1 minute' AS plan_picked_up,
         drawn.created_at + (18 + drawn.a * 5 + drawn.b * 3 + drawn.c * 20 + drawn.d * 6) * interval '1 minute' AS plan_out,
         drawn.created_at + (28 + drawn.a * 5 + drawn.b * 3 + drawn.c * 20 + drawn.d * 6 + drawn.e * 22) * interval '1 minute' AS plan_delivered,
         drawn.created_at + (2 + drawn.e * 23) * interval '1 minute' AS plan_cancelled,
         drawn.created_at + (35 + drawn.c * 20) * interval '1 minute' AS estimated_delivery_at
  FROM (
    SELECT g, r.a, r.b, r.c, r.d, r.e, r.fate, v.id AS vendor_id, v.category_id, v.category_name,
           v.name AS restaurant_name, v.address AS restaurant_address, v.external, v.external_id,
           v.customer_support_number,
           1 + floor(${BENCH_CUSTOMERS} * r.customer)::int AS customer,
           CASE WHEN slot.at <= now() THEN slot.at ELSE slot.at - ${ADMIN_DATASET_SIZE.days} * interval '1 day' END AS created_at
    FROM generate_series(1, ${ADMIN_DATASET_SIZE.orders}) AS g
    CROSS JOIN LATERAL (
      SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, random() AS f,
             random() AS fate, random() AS customer, random() AS day, random() AS hour, random() AS minute,
             random() AS vendor, g AS row
    ) AS r
    CROSS JOIN (SELECT count(*)::int AS n FROM bench_vendors) AS vendors
    JOIN bench_vendors AS v ON v.position = floor(vendors.n * power(r.vendor, 2))::int
    CROSS JOIN LATERAL (
      SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata')
              - floor(r.day * ${ADMIN_DATASET_SIZE.days}) * interval '1 day'
              + (ARRAY[0, 1, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14,
                       15, 15, 16, 16, 17, 17, 18, 18, 18, 19, 19, 19, 19, 20, 20, 20, 20, 20, 21, 21, 21, 21,
                       22, 22, 23])[1 + floor(r.hour * 50)::int] * interval '1 hour'
              + r.minute * interval '1 hour') AT TIME ZONE 'Asia/Kolkata' AS at
    ) AS slot
  ) AS drawn
  ORDER BY drawn.created_at
) AS placed`;

/** 1 to 4 lines an order, 1 or 2 mostly; a unit price of ₹49 to ₹599, mostly at the low end. */
const ITEMS_SQL = `
CREATE TEMP TABLE bench_items ON COMMIT DROP AS
SELECT o.id AS order_id, line,
       1 + floor(r.a * 200000)::int AS menu_item_id,
       (ARRAY['Masala', 'Paneer', 'Classic', 'Special', 'Crispy', 'Butter', 'Tandoori', 'Fresh', 'Family', 'Mini'])[1 + floor(r.b * 10)::int]
         || ' ' || (ARRAY['Dosa', 'Biryani', 'Thali', 'Roll', 'Cake', 'Shake', 'Haircut', 'Facial', 'Atta 5 kg',
                          'Milk 1 L', 'Rice 10 kg', 'Vegetable Box'])[1 + floor(r.c * 12)::int] AS name,
       (49 + floor(r.d * r.d * 550)::int) * 100 AS price_paise,
       1 + floor(power(r.e, 3) * 3)::int AS quantity
FROM bench_orders AS o
CROSS JOIN LATERAL generate_series(1, 1 + floor(power(o.b, 1.5) * 4)::int) AS line
CROSS JOIN LATERAL (SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, line AS row) AS r`;

/**
 * The orders with their bills and the steps reached by now: fate < 0.88 delivered, < 0.96
 * cancelled (after acceptance when the vendor accepted first), else never accepted.
 */
const INSERT_ORDERS_SQL = `
INSERT INTO orders.orders (
  id, user_id, vendor_id, category_id, category_name, external_restaurant_id, restaurant_name, restaurant_address,
  status, external_status, external_order_id,
  items_total_paise, platform_fee_paise, delivery_charge_paise, packaging_paise, gst_paise, total_amount_paise,
  delivery_address, phone_number, payment_method, payment_status, special_instructions,
  customer_first_name, customer_last_name, customer_flat_number, customer_community_name, customer_support_number,
  estimated_delivery_at, accepted_at, preparing_at, ready_at, picked_up_at, out_for_delivery_at, delivered_at,
  cancelled_at, relay_status, relay_attempts, relayed_at, last_polled_at, created_at, updated_at)
SELECT
  o.id, ${BENCH_USER_BASE} + o.customer, o.vendor_id, o.category_id, o.category_name,
  CASE WHEN o.external THEN o.external_id END, o.restaurant_name, o.restaurant_address,
  steps.status,
  CASE WHEN o.external AND steps.status <> 'pending' THEN upper(steps.status) END,
  CASE WHEN o.external THEN 'PS-' || o.id END,
  bill.items, bill.platform, bill.delivery, bill.packaging,
  round((bill.items + bill.packaging) * 0.05)::int + round((bill.platform + bill.delivery) * 0.18)::int,
  bill.items + bill.platform + bill.delivery + bill.packaging
    + round((bill.items + bill.packaging) * 0.05)::int + round((bill.platform + bill.delivery) * 0.18)::int,
  'Flat ' || customer.flat || ', Floor ' || (1 + o.customer % 12) || ', Block ' || customer.block || ', ' || customer.community,
  '9' || lpad(((o.customer * 7919) % 1000000000)::text, 9, '0'),
  'cod',
  CASE WHEN steps.status = 'delivered' THEN 'completed' ELSE 'pending' END,
  CASE WHEN o.d < 0.12 THEN (ARRAY['Less spicy, please', 'Ring the bell twice', 'No cutlery', 'Leave at the door'])[1 + o.customer % 4] END,
  (ARRAY['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Meera', 'Vikram', 'Ananya', 'Arjun', 'Priya', 'Sai', 'Nisha'])[1 + o.customer % 12],
  (ARRAY['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Rao', 'Menon', 'Patel', 'Shetty', 'Kulkarni'])[1 + (o.customer / 12) % 10],
  customer.flat, customer.community, o.customer_support_number,
  o.estimated_delivery_at, steps.accepted_at, steps.preparing_at, steps.ready_at, steps.picked_up_at,
  steps.out_for_delivery_at, steps.delivered_at, steps.cancelled_at,
  CASE WHEN o.external THEN 'relayed' ELSE 'not_required' END,
  CASE WHEN o.external THEN 1 ELSE 0 END,
  CASE WHEN o.external THEN o.created_at + interval '2 seconds' END,
  -- Partner orders under way were just polled: the stack's poller leaves them alone during the run.
  CASE WHEN o.external THEN now() END,
  o.created_at,
  greatest(o.created_at, steps.accepted_at, steps.preparing_at, steps.ready_at, steps.picked_up_at,
           steps.out_for_delivery_at, steps.delivered_at, steps.cancelled_at)
FROM bench_orders AS o
JOIN (
  SELECT order_id, sum(price_paise * quantity)::int AS items, sum(quantity)::int AS units
    FROM bench_items GROUP BY order_id
) AS lines ON lines.order_id = o.id
CROSS JOIN LATERAL (
  SELECT lines.items,
         500 AS platform,
         (ARRAY[0, 0, 2000, 2500, 3000])[1 + o.id % 5] AS delivery,
         CASE WHEN o.category_id = 1 THEN 500 * lines.units ELSE 0 END AS packaging
) AS bill
CROSS JOIN LATERAL (
  SELECT (ARRAY['A', 'B', 'C', 'D', 'E'])[1 + o.customer % 5] AS block,
         (ARRAY['A', 'B', 'C', 'D', 'E'])[1 + o.customer % 5] || '-' || (100 * (1 + o.customer % 12) + o.customer % 20) AS flat,
         (ARRAY['Prestige Lakeside', 'Brigade Meadows', 'Sobha Dream Acres', 'Godrej Woodsman', 'Purva Riviera',
                'Mantri Espana', 'Salarpuria Greenage', 'Embassy Pristine'])[1 + o.customer % 8] AS community
) AS customer
CROSS JOIN LATERAL (
  SELECT reached.*,
         CASE WHEN reached.cancelled_at IS NOT NULL THEN 'cancelled'
              WHEN reached.delivered_at IS NOT NULL THEN 'delivered'
              WHEN reached.out_for_delivery_at IS NOT NULL THEN 'out_for_delivery'
              WHEN reached.picked_up_at IS NOT NULL THEN 'picked_up'
              WHEN reached.ready_at IS NOT NULL THEN 'ready'
              WHEN reached.preparing_at IS NOT NULL THEN 'preparing'
              WHEN reached.accepted_at IS NOT NULL THEN 'accepted'
              ELSE 'pending' END AS status
  FROM (
    SELECT
      CASE WHEN plan.accepted <= now() THEN plan.accepted END AS accepted_at,
      CASE WHEN plan.preparing <= now() THEN plan.preparing END AS preparing_at,
      CASE WHEN plan.ready <= now() THEN plan.ready END AS ready_at,
      CASE WHEN plan.picked_up <= now() THEN plan.picked_up END AS picked_up_at,
      CASE WHEN plan.out_for_delivery <= now() THEN plan.out_for_delivery END AS out_for_delivery_at,
      CASE WHEN plan.delivered <= now() THEN plan.delivered END AS delivered_at,
      CASE WHEN plan.cancelled <= now() THEN plan.cancelled END AS cancelled_at
    FROM (
      SELECT
        CASE WHEN o.fate < 0.88 OR (o.fate < 0.96 AND o.plan_accepted < o.plan_cancelled) THEN o.plan_accepted END AS accepted,
        CASE WHEN o.fate < 0.88 THEN o.plan_preparing END AS preparing,
        CASE WHEN o.fate < 0.88 THEN o.plan_ready END AS ready,
        CASE WHEN o.fate < 0.88 AND o.external THEN o.plan_picked_up END AS picked_up,
        CASE WHEN o.fate < 0.88 THEN o.plan_out END AS out_for_delivery,
        CASE WHEN o.fate < 0.88 THEN o.plan_delivered END AS delivered,
        CASE WHEN o.fate >= 0.88 AND o.fate < 0.96 THEN o.plan_cancelled END AS cancelled
    ) AS plan
  ) AS reached
) AS steps`;

const INSERT_ITEMS_SQL = `
INSERT INTO orders.order_items (order_id, menu_item_id, name, price_paise, quantity)
SELECT order_id, menu_item_id, name, price_paise, quantity FROM bench_items ORDER BY order_id, line`;

/** The hourly totals' upsert of one grouped set of log rows, as hourly-totals.ts writes it. */
const addingUp = (keys: string) => `
  ON CONFLICT (${keys}, writer) DO UPDATE
     SET requests = totals.requests + excluded.requests,
         processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms,
         max_processing_time_ms = greatest(totals.max_processing_time_ms, excluded.max_processing_time_ms)`;

/**
 * Log rows of the last 30 days, one time slot each in order (generate_series gives them in order,
 * so ids follow time without a sort),
 * inserted and added to both hourly totals tables in one statement, grouped from the rows as
 * stored (created_at at millisecond precision, as the hour it counts in is read from it).
 * $1, $2: the first and last generated order id, which the status webhooks name.
 */
const WEBHOOK_LOGS_SQL = `
WITH drawn AS (
  SELECT g, r.*,
         now() - ${ADMIN_DATASET_SIZE.days} * interval '1 day' * (${ADMIN_DATASET_SIZE.webhookLogs} - g + r.slot) / ${ADMIN_DATASET_SIZE.webhookLogs} AS at,
         CASE WHEN r.kind < 0.95 THEN 'order.status_changed'
              WHEN r.kind < 0.98 THEN 'authentication_failed'
              ELSE 'invalid_payload' END AS event,
         (ARRAY['203.0.113.10', '203.0.113.11', '198.51.100.7', '198.51.100.8', '192.0.2.44'])[1 + floor(r.partner * r.partner * 5)::int] AS partner_ip,
         (ARRAY['45', '77', '91', '103', '157', '185', '194'])[1 + floor(r.octet * 7)::int] || '.' || floor(r.b * 256)
           || '.' || floor(r.c * 256) || '.' || (1 + floor(r.d * 254)) AS stranger_ip,
         ($1::int + floor(r.order_pick * ($2::int - $1::int + 1)))::text AS order_id,
         (ARRAY['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'delivered', 'picked_up', 'cancelled'])[1 + floor(r.status_pick * 8)::int] AS status
  FROM generate_series(1, ${ADMIN_DATASET_SIZE.webhookLogs}) AS g
  CROSS JOIN LATERAL (
    SELECT random() AS slot, random() AS kind, random() AS partner, random() AS octet, random() AS b,
           random() AS c, random() AS d, random() AS e, random() AS order_pick, random() AS status_pick, g AS row
  ) AS r
), shaped AS (
  SELECT g, at, event, order_id, status,
         CASE WHEN event = 'order.status_changed' THEN e >= 0.003 ELSE false END AS first_delivery,
         CASE WHEN event = 'authentication_failed' THEN CASE WHEN d < 0.3 THEN partner_ip ELSE stranger_ip END
              WHEN event = 'invalid_payload' THEN CASE WHEN d < 0.8 THEN partner_ip ELSE stranger_ip END
              ELSE partner_ip END AS source_ip,
         CASE WHEN event = 'order.status_changed' THEN 1 + floor(-ln(1 - c) * 2.5)::int + CASE WHEN b < 0.01 THEN 20 + floor(c * 60)::int ELSE 0 END
              ELSE floor(-ln(1 - c) * 1.2)::int END AS processing_time_ms,
         CASE WHEN event = 'authentication_failed' THEN
                CASE WHEN b < 0.6 THEN 'No webhook-signature matches the payload'
                     WHEN b < 0.85 THEN 'webhook-timestamp is outside the allowed tolerance'
                     ELSE 'Missing webhook-signature headers and body secret' END
              WHEN event = 'invalid_payload' THEN
                CASE WHEN b < 0.5 THEN 'Request body must be a JSON object'
                     WHEN b < 0.8 THEN 'Invalid input: expected string, received undefined'
                     ELSE 'Request body is not valid JSON' END
         END AS error_message
  FROM drawn
), logged AS (
  INSERT INTO webhooks.webhook_logs (
    webhook_id, event, order_id, status, success, duplicate, processing_time_ms, source_ip, user_agent,
    error_message, payload, created_at)
  SELECT
    CASE WHEN event = 'authentication_failed' THEN NULL
         WHEN event = 'order.status_changed' AND NOT first_delivery THEN 'msg_' || substr(md5((g - 1)::text), 1, 24)
         ELSE 'msg_' || substr(md5(g::text), 1, 24) END,
    event,
    CASE WHEN event = 'invalid_payload' AND error_message <> 'Invalid input: expected string, received undefined' THEN NULL ELSE order_id END,
    CASE WHEN event = 'order.status_changed' THEN status END,
    event = 'order.status_changed',
    event = 'order.status_changed' AND NOT first_delivery,
    processing_time_ms, source_ip, '${BENCH_USER_AGENT}', error_message,
    CASE WHEN event = 'order.status_changed' THEN jsonb_build_object('event', event, 'orderId', order_id, 'status', status) END,
    at
  FROM shaped
  RETURNING created_at, event, success, source_ip, processing_time_ms
), hourly AS (
  INSERT INTO webhooks.webhook_log_hours AS totals (hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
  SELECT date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms), max(processing_time_ms)
    FROM logged
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ${addingUp('hour, event, success')}
  RETURNING 1
), source_hourly AS (
  INSERT INTO webhooks.webhook_log_source_hours AS totals (source_ip, hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
  SELECT source_ip, date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms), max(processing_time_ms)
    FROM logged
   WHERE source_ip IS NOT NULL
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ${addingUp('source_ip, hour, event, success')}
  RETURNING 1
)
SELECT (SELECT count(*) FROM logged)::int AS logs, (SELECT count(*) FROM hourly)::int AS hours,
       (SELECT count(*) FROM source_hourly)::int AS source_hours`;

/**
 * Deletes an earlier run's log rows and takes them out of the hourly totals (writer 0, where they
 * were added) in the same statement; totals rows left at zero requests go after it. A maximum
 * cannot be subtracted: every totals row of a touched hour takes the longest time of the log rows
 * that stay (the statement still sees the deleted rows, hence the user agent test).
 */
const DELETE_WEBHOOK_LOGS_SQL = `
WITH gone AS (
  DELETE FROM webhooks.webhook_logs WHERE user_agent = '${BENCH_USER_AGENT}'
  RETURNING created_at, event, success, source_ip, processing_time_ms
), hourly AS (
  UPDATE webhooks.webhook_log_hours AS totals
     SET requests = totals.requests - CASE WHEN totals.writer = 0 THEN removed.requests ELSE 0 END,
         processing_time_ms = totals.processing_time_ms - CASE WHEN totals.writer = 0 THEN removed.ms ELSE 0 END,
         max_processing_time_ms = coalesce((
           SELECT max(log.processing_time_ms) FROM webhooks.webhook_logs AS log
            WHERE log.user_agent IS DISTINCT FROM '${BENCH_USER_AGENT}'
              AND log.created_at >= removed.hour AND log.created_at < removed.hour + interval '1 hour'
              AND log.event = removed.event AND log.success = removed.success), 0)
    FROM (SELECT date_trunc('hour', created_at, 'UTC') AS hour, event, success, count(*)::int AS requests,
                 sum(processing_time_ms) AS ms
            FROM gone GROUP BY 1, 2, 3) AS removed
   WHERE totals.hour = removed.hour AND totals.event = removed.event AND totals.success = removed.success
  RETURNING 1
), source_hourly AS (
  UPDATE webhooks.webhook_log_source_hours AS totals
     SET requests = totals.requests - CASE WHEN totals.writer = 0 THEN removed.requests ELSE 0 END,
         processing_time_ms = totals.processing_time_ms - CASE WHEN totals.writer = 0 THEN removed.ms ELSE 0 END,
         max_processing_time_ms = coalesce((
           SELECT max(log.processing_time_ms) FROM webhooks.webhook_logs AS log
            WHERE log.user_agent IS DISTINCT FROM '${BENCH_USER_AGENT}' AND log.source_ip = removed.source_ip
              AND log.created_at >= removed.hour AND log.created_at < removed.hour + interval '1 hour'
              AND log.event = removed.event AND log.success = removed.success), 0)
    FROM (SELECT source_ip, date_trunc('hour', created_at, 'UTC') AS hour, event, success, count(*)::int AS requests,
                 sum(processing_time_ms) AS ms
            FROM gone WHERE source_ip IS NOT NULL GROUP BY 1, 2, 3, 4) AS removed
   WHERE totals.source_ip = removed.source_ip AND totals.hour = removed.hour AND totals.event = removed.event
     AND totals.success = removed.success
  RETURNING 1
)
SELECT (SELECT count(*) FROM gone)::int AS logs, (SELECT count(*) FROM hourly)::int AS hours,
       (SELECT count(*) FROM source_hourly)::int AS source_hours`;

/**
 * Whether the hourly totals hold exactly the log's requests, per hour, event and outcome, and per
 * source IP as well: the figures the report adds up must be the log's.
 */
const TOTALS_AGREE_SQL = `
WITH log AS (
  SELECT date_trunc('hour', created_at, 'UTC') AS hour, event, success, count(*) AS requests,
         sum(processing_time_ms) AS ms, max(processing_time_ms) AS longest
    FROM webhooks.webhook_logs GROUP BY 1, 2, 3
), hours AS (
  SELECT hour, event, success, sum(requests) AS requests, sum(processing_time_ms) AS ms,
         max(max_processing_time_ms) AS longest
    FROM webhooks.webhook_log_hours GROUP BY 1, 2, 3 HAVING sum(requests) <> 0
), source_log AS (
  SELECT source_ip, date_trunc('hour', created_at, 'UTC') AS hour, event, success, count(*) AS requests,
         sum(processing_time_ms) AS ms
    FROM webhooks.webhook_logs WHERE source_ip IS NOT NULL GROUP BY 1, 2, 3, 4
), source_hours AS (
  SELECT source_ip, hour, event, success, sum(requests) AS requests, sum(processing_time_ms) AS ms
    FROM webhooks.webhook_log_source_hours GROUP BY 1, 2, 3, 4 HAVING sum(requests) <> 0
)
SELECT NOT EXISTS (
         SELECT 1 FROM log FULL JOIN hours USING (hour, event, success)
          WHERE log.requests IS DISTINCT FROM hours.requests OR log.ms IS DISTINCT FROM hours.ms
             OR log.longest IS DISTINCT FROM hours.longest)
   AND NOT EXISTS (
         SELECT 1 FROM source_log FULL JOIN source_hours USING (source_ip, hour, event, success)
          WHERE source_log.requests IS DISTINCT FROM source_hours.requests
             OR source_log.ms IS DISTINCT FROM source_hours.ms) AS agree`;

interface Present {
  orders: number;
  webhookLogs: number;
  /** Hours since the newest generated order was placed; null without any. */
  ageHours: number | null;
}

async function present(database: Client): Promise<Present> {
  const { rows } = await database.query<{ orders: number; logs: number; age: number | null }>(
    `SELECT (SELECT count(*) FROM orders.orders WHERE user_id > $1)::int AS orders,
            (SELECT count(*) FROM webhooks.webhook_logs WHERE user_agent = $2)::int AS logs,
            (SELECT extract(epoch FROM now() - max(created_at)) / 3600 FROM orders.orders WHERE user_id > $1)::float8 AS age`,
    [BENCH_USER_BASE, BENCH_USER_AGENT],
  );
  const row = rows[0]!;
  return { orders: row.orders, webhookLogs: row.logs, ageHours: row.age };
}

async function write(database: Client): Promise<void> {
  await database.query('BEGIN');
  try {
    // An earlier run's set goes first: its lines cascade, its log rows leave the hourly totals.
    await database.query('DELETE FROM orders.orders WHERE user_id > $1', [BENCH_USER_BASE]);
    await database.query(DELETE_WEBHOOK_LOGS_SQL);
    await database.query(
      'DELETE FROM webhooks.webhook_log_hours WHERE writer = 0 AND requests = 0 AND processing_time_ms = 0',
    );
    await database.query(
      'DELETE FROM webhooks.webhook_log_source_hours WHERE writer = 0 AND requests = 0 AND processing_time_ms = 0',
    );
    // Sorts and hashes over a million rows in memory rather than in temporary files.
    await database.query("SET LOCAL work_mem = '256MB'");
    await database.query('SELECT setseed(0.12)');
    await database.query(VENDORS_SQL);
    const vendors = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_vendors'))
      .rows[0]!.n;
    if (vendors === 0) throw new Error('no vendor of an orderable category to generate orders for');
    await database.query(ORDERS_SQL);
    await database.query(ITEMS_SQL);
    await database.query(INSERT_ORDERS_SQL);
    await database.query(INSERT_ITEMS_SQL);
    const range = (
      await database.query<{ first: number; last: number }>(
        'SELECT min(id) AS first, max(id) AS last FROM bench_orders',
      )
    ).rows[0]!;
    await database.query(WEBHOOK_LOGS_SQL, [range.first, range.last]);
    await database.query('COMMIT');
  } catch (error) {
    await database.query('ROLLBACK');
    throw error;
  }
}

/**
 * Writes the data set unless a fresh one is there, then checks it. The tables are vacuumed and
 * analysed after writing, as autovacuum keeps them in service: the planner's statistics, and the
 * visibility map the report's index-only status counts rely on.
 */
export async function ensureAdminDataset(database: Client): Promise<AdminDataset> {
  const started = Date.now();
  let seconds = 0;
  let vacuumSeconds = 0;
  const before = await present(database);
  const complete =
    before.orders === ADMIN_DATASET_SIZE.orders &&
    before.webhookLogs === ADMIN_DATASET_SIZE.webhookLogs &&
    before.ageHours !== null &&
    before.ageHours < FRESH_FOR_HOURS;
  if (!complete) {
    await write(database);
    seconds = (Date.now() - started) / 1000;
    const vacuumStarted = Date.now();
    await database.query(
      'VACUUM (ANALYZE) orders.orders, orders.order_items, webhooks.webhook_logs, webhooks.webhook_log_hours, webhooks.webhook_log_source_hours',
    );
    vacuumSeconds = (Date.now() - vacuumStarted) / 1000;
  }
  const after = await present(database);
  const counts = (
    await database.query<{ items: number; hours: number; source_hours: number }>(
      `SELECT (SELECT count(*) FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
                WHERE o.user_id > $1)::int AS items,
              (SELECT count(*) FROM webhooks.webhook_log_hours)::int AS hours,
              (SELECT count(*) FROM webhooks.webhook_log_source_hours)::int AS source_hours`,
      [BENCH_USER_BASE],
    )
  ).rows[0]!;
  const agree = (await database.query<{ agree: boolean }>(TOTALS_AGREE_SQL)).rows[0]!.agree;
  return {
    orders: after.orders,
    orderItems: counts.items,
    webhookLogs: after.webhookLogs,
    hourRows: counts.hours,
    sourceHourRows: counts.source_hours,
    totalsAgree: agree,
    seconds,
    vacuumSeconds,
  };
}
