import { DatabaseError, type Pool } from 'pg';
import { EVENT_TOPIC } from '@marketplace/contracts';
import { batchParameter, GroupCommit, PreparedStatements } from '@marketplace/db';
import { buildEventEnvelope, outboxWriterLock } from '@marketplace/events';
import type { NotificationText, Order } from '../../domain/order';
import { justPlaced, type OrderPlacements } from '../../domain/order-placements';
import type { NewOrder } from '../../domain/order.repository';
import { ORDER_EVENT_SOURCE } from '../events/outbox-order-events';
import { ORDER_SCHEMA } from './schema';

const S = `"${ORDER_SCHEMA}"`;
const OUTBOX_TABLE = `${S}.outbox`;

/**
 * A batch of placed orders in one statement (decision 160): one round trip and one commit for all
 * of them. The batch arrives as one JSON array ($1), one object per order with its index `i`.
 * - `input` draws every order's id up front, in batch order;
 * - `placed`, `lines`, `history` and `notified` write the orders, their lines (in cart order), their
 *   first history rows and their notifications; the foreign keys are checked at the statement's end;
 * - `writer_turn` then takes the outbox writers' lock exactly as appendToOutbox (packages/events)
 *   does, after every order row is in, so outbox seq order stays commit order for the log's readers;
 * - `events` writes each order's order.created, its envelope built by the service with the order's
 *   id filled in here;
 * - the statement answers each order's index and id.
 */
const PLACE_ORDERS_SQL = `
WITH input AS MATERIALIZED (
  SELECT nextval('${S}.orders_id_seq'::regclass)::int AS id, batch.*
    FROM jsonb_to_recordset($1::jsonb) AS batch(
      i int, user_id int, vendor_id int, category_id int, category_name text, external_restaurant_id text,
      restaurant_name text, restaurant_address text, items_total_paise int, platform_fee_paise int,
      delivery_charge_paise int, packaging_paise int, gst_paise int, total_amount_paise int,
      delivery_address text, phone_number text, payment_method text, payment_id text,
      special_instructions text, customer_first_name text, customer_last_name text,
      customer_flat_number text, customer_community_name text, customer_dietary_preferences text[],
      customer_support_number text, estimated_delivery_at timestamptz(3), relay_status text,
      created_at timestamptz(3), lines jsonb, notification_type text, notification_title text,
      notification_message text, event_id uuid, envelope jsonb)
), placed AS (
  INSERT INTO ${S}.orders
    (id, user_id, vendor_id, category_id, category_name, external_restaurant_id, restaurant_name,
     restaurant_address, status, items_total_paise, platform_fee_paise, delivery_charge_paise,
     packaging_paise, gst_paise, total_amount_paise, delivery_address, phone_number, payment_method,
     payment_id, special_instructions, customer_first_name, customer_last_name, customer_flat_number,
     customer_community_name, customer_dietary_preferences, customer_support_number,
     estimated_delivery_at, relay_status, created_at, updated_at)
  SELECT id, user_id, vendor_id, category_id, category_name, external_restaurant_id, restaurant_name,
         restaurant_address, 'pending', items_total_paise, platform_fee_paise, delivery_charge_paise,
         packaging_paise, gst_paise, total_amount_paise, delivery_address, phone_number, payment_method,
         payment_id, special_instructions, customer_first_name, customer_last_name, customer_flat_number,
         customer_community_name, customer_dietary_preferences, customer_support_number,
         estimated_delivery_at, relay_status, created_at, created_at
    FROM input ORDER BY id
  RETURNING id
), lines AS (
  INSERT INTO ${S}.order_items (order_id, menu_item_id, external_menu_id, name, price_paise, quantity)
  SELECT input.id, (line.value->>'menu_item_id')::int, line.value->>'external_menu_id',
         line.value->>'name', (line.value->>'price_paise')::int, (line.value->>'quantity')::int
    FROM input CROSS JOIN LATERAL jsonb_array_elements(input.lines) WITH ORDINALITY AS line(value, n)
   ORDER BY input.id, line.n
), history AS (
  INSERT INTO ${S}.order_status_history (order_id, status, source, occurred_at)
  SELECT id, 'pending', 'customer', created_at FROM input ORDER BY id
), notified AS (
  INSERT INTO ${S}.notifications (user_id, order_id, type, title, message)
  SELECT user_id, id, notification_type, notification_title, notification_message FROM input ORDER BY id
), writer_turn AS MATERIALIZED (
  SELECT ${outboxWriterLock(OUTBOX_TABLE)} FROM (SELECT count(*) AS n FROM placed) AS done WHERE n > 0
), events AS (
  INSERT INTO ${OUTBOX_TABLE} (id, topic, key, type, payload)
  SELECT input.event_id, '${EVENT_TOPIC['order.created']}', input.id::text, 'order.created',
         jsonb_set(jsonb_set(input.envelope, '{subject}', to_jsonb(input.id::text)),
                   '{data,orderId}', to_jsonb(input.id))
    FROM input CROSS JOIN writer_turn
   ORDER BY input.id
)
SELECT i, id FROM input`;

export interface PlacementBatching {
  /** Batch writes in flight at once, each on its own pool connection. */
  concurrency: number;
  /** The most orders one statement writes. */
  maxBatchSize: number;
  /** After each batch has committed: the relay's and the live feed's wake-up. */
  onCommitted?: () => void;
}

interface Placement {
  order: NewOrder;
  notification: NotificationText;
}

/**
 * Placed orders in PostgreSQL through node-postgres (decision 160): orders that arrive together
 * are written by one prepared statement (group commit), each resident answered once the statement
 * holding their order has committed. An order the database refuses fails alone: its batch is
 * written again one order at a time.
 */
export class PostgresOrderPlacements implements OrderPlacements {
  private readonly statements: PreparedStatements;
  private readonly placements: GroupCommit<Placement, Order>;

  constructor(
    pool: Pool,
    private readonly batching: PlacementBatching,
  ) {
    this.statements = new PreparedStatements(pool, ORDER_SCHEMA);
    this.placements = new GroupCommit({
      concurrency: batching.concurrency,
      maxBatchSize: batching.maxBatchSize,
      write: (placements) => this.write(placements),
      retryAlone: (error) => error instanceof DatabaseError,
    });
  }

  place(order: NewOrder, notification: NotificationText): Promise<Order> {
    return this.placements.submit({ order, notification });
  }

  private async write(placements: readonly Placement[]): Promise<Order[]> {
    const rows = await this.statements.run<{ i: number; id: number }>('place_orders', PLACE_ORDERS_SQL, [
      batchParameter(placements.map((placement, i) => placementRow(placement, i))),
    ]);
    this.batching.onCommitted?.();
    const ids = new Map(rows.map((row) => [row.i, row.id]));
    return placements.map(({ order }, i) => justPlaced(order, ids.get(i)!));
  }
}

/** One order as the statement reads it from its JSON array. */
function placementRow({ order, notification }: Placement, i: number) {
  // The envelope is built and checked against the contract here; the statement fills in the id.
  const envelope = buildEventEnvelope({
    type: 'order.created',
    subject: '0',
    source: ORDER_EVENT_SOURCE,
    data: {
      orderId: 0,
      userId: order.userId,
      vendorId: order.vendorId,
      categoryId: order.categoryId,
      restaurantName: order.restaurantName,
      totalAmountPaise: order.bill.total,
      isExternal: order.relayStatus === 'pending',
      status: 'pending',
      createdAt: order.createdAt.toISOString(),
    },
  });
  return {
    i,
    user_id: order.userId,
    vendor_id: order.vendorId,
    category_id: order.categoryId,
    category_name: order.categoryName,
    external_restaurant_id: order.externalRestaurantId,
    restaurant_name: order.restaurantName,
    restaurant_address: order.restaurantAddress,
    items_total_paise: order.bill.itemsTotal,
    platform_fee_paise: order.bill.platformFee,
    delivery_charge_paise: order.bill.deliveryCharge,
    packaging_paise: order.bill.packaging,
    gst_paise: order.bill.gst,
    total_amount_paise: order.bill.total,
    delivery_address: order.deliveryAddress,
    phone_number: order.phoneNumber,
    payment_method: order.paymentMethod,
    payment_id: order.paymentId,
    special_instructions: order.specialInstructions,
    customer_first_name: order.customer.firstName,
    customer_last_name: order.customer.lastName,
    customer_flat_number: order.customer.flatNumber,
    customer_community_name: order.customer.communityName,
    customer_dietary_preferences: order.customer.dietaryPreferences,
    customer_support_number: order.customerSupportNumber,
    estimated_delivery_at: order.estimatedDeliveryAt.toISOString(),
    relay_status: order.relayStatus,
    created_at: order.createdAt.toISOString(),
    lines: order.lines.map((line) => ({
      menu_item_id: line.menuItemId,
      external_menu_id: line.externalMenuId,
      name: line.name,
      price_paise: line.pricePaise,
      quantity: line.quantity,
    })),
    notification_type: notification.type,
    notification_title: notification.title,
    notification_message: notification.message,
    event_id: envelope.id,
    envelope,
  };
}
