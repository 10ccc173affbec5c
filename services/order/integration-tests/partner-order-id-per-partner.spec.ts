import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  TOPICS,
  type EventEnvelope,
  type OrderStatus,
  type Topic,
  type WebhookPartner,
} from '@marketplace/contracts';
import { runMigrations } from '@marketplace/db';
import { buildEventEnvelope, handleOnce, type EventConsumer, type EventHandler } from '@marketplace/events';
import { createTestDatabase } from '@marketplace/testing';
import { PrismaEarlyPartnerUpdateRepository } from '../src/infra/db/prisma-early-partner-update.repository';
import type { PrismaDb } from '../src/infra/db/prisma-order.repository';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import { subscribeOrderEventConsumers } from '../src/infra/events/order-events.consumer';
import {
  insertOrder,
  logger,
  startOrderDatabase,
  webhookReceivedData,
  type OrderDatabase,
} from './order-test-kit';

/**
 * A partner order id is unique per partner (decision 175): two partners (categories) may answer
 * the same id for orders of their own, and each partner's webhooks move only its own order.
 */

let db: OrderDatabase;
const handlers = new Map<Topic, EventHandler<PrismaDb>[]>();

beforeAll(async () => {
  db = await startOrderDatabase();
  subscribeOrderEventConsumers(
    {
      subscribe: (topic, handler) => handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    } satisfies Pick<EventConsumer<PrismaDb>, 'subscribe'>,
    { logger },
  );
});

afterAll(async () => {
  await db.close();
});

const consume = (envelope: EventEnvelope) =>
  db.prisma.$transaction((tx) =>
    handleOnce(tx, ORDER_SCHEMA, 'order', envelope, handlers.get(TOPICS.webhooks) ?? []),
  );

const webhook = (reference: string, status: OrderStatus, partner: WebhookPartner) =>
  consume(
    buildEventEnvelope({
      type: 'webhook.received',
      source: 'webhook',
      subject: reference,
      data: webhookReceivedData(reference, status, { partner }),
    }),
  );

/** An order of the category relayed to its partner, which answered `partnerOrderId`. */
async function relayedAs(partnerOrderId: string, categoryId: number): Promise<number> {
  const order = await insertOrder(db, { categoryId, relayStatus: 'not_required' });
  await db.query(
    "UPDATE orders.orders SET relay_status = 'relayed', external_order_id = $2 WHERE id = $1",
    order.id,
    partnerOrderId,
  );
  return order.id;
}

const partner = (id: number): WebhookPartner => ({ kind: 'partner', id });

describe('partner order ids unique per partner', () => {
  beforeEach(async () => {
    // No relay in flight: an update naming no order is not kept.
    await db.query("UPDATE orders.orders SET relay_status = 'failed' WHERE relay_status = 'pending'");
  });

  it('keeps two partners’ orders of the same partner order id apart', async () => {
    const ofPartner1 = await relayedAs('SHARED-1', 1);
    const ofPartner2 = await relayedAs('SHARED-1', 2);

    await webhook('SHARED-1', 'preparing', partner(1));
    expect(await db.statusOf(ofPartner1)).toBe('preparing');
    expect(await db.statusOf(ofPartner2)).toBe('pending');

    await webhook('SHARED-1', 'cancelled', partner(2));
    expect(await db.statusOf(ofPartner2)).toBe('cancelled');
    expect(await db.statusOf(ofPartner1)).toBe('preparing');

    // A third partner naming the id moves neither.
    await webhook('SHARED-1', 'delivered', partner(3));
    expect([await db.statusOf(ofPartner1), await db.statusOf(ofPartner2)]).toEqual([
      'preparing',
      'cancelled',
    ]);
  });

  it('still refuses one partner the same partner order id for two orders', async () => {
    await relayedAs('ONCE-1', 1);
    await expect(relayedAs('ONCE-1', 1)).rejects.toThrow(/unique|duplicate/i);
    // The same id for another partner is fine.
    await expect(relayedAs('ONCE-1', 2)).resolves.toEqual(expect.any(Number));
  });

  it('moves none of the orders when the default partner names an id of several categories it speaks for', async () => {
    const first = await relayedAs('SHARED-D', 1);
    const second = await relayedAs('SHARED-D', 2);

    await webhook('SHARED-D', 'accepted', { kind: 'default', exceptIds: [] });
    expect([await db.statusOf(first), await db.statusOf(second)]).toEqual(['pending', 'pending']);

    // Once category 2 signs with a secret of its own, the default partner's id names one order.
    await webhook('SHARED-D', 'accepted', { kind: 'default', exceptIds: [2] });
    expect([await db.statusOf(first), await db.statusOf(second)]).toEqual(['accepted', 'pending']);
  });

  it("applies a kept early update to its own partner's order only", async () => {
    const early = new PrismaEarlyPartnerUpdateRepository(db.prisma);
    const ofPartner1 = await relayedAs('SHARED-E', 1);
    await early.keep({
      eventId: '8a4a0d7e-63a3-4a3b-9d7e-1f7c1c0f2a01',
      reference: 'SHARED-E',
      status: 'accepted',
      externalStatus: 'confirmed',
      occurredAt: new Date(),
      partner: partner(2),
    });
    // Partner 1's order of that id is not partner 2's: the update stays kept.
    expect(await early.takeMatched('SHARED-E')).toEqual([]);

    const ofPartner2 = await relayedAs('SHARED-E', 2);
    expect(await early.takeMatched('SHARED-E')).toEqual([
      expect.objectContaining({ reference: 'SHARED-E', partner: partner(2), orderId: ofPartner2 }),
    ]);
    expect(ofPartner1).not.toBe(ofPartner2);
  });
});

describe('migration 20261203050000_partner_order_id_per_partner', () => {
  const MIGRATIONS = join(__dirname, '../prisma/migrations');
  const MIGRATION = '20261203050000_partner_order_id_per_partner';

  it('keeps the orders and their partner order ids', async () => {
    const database = await createTestDatabase();
    const before = mkdtempSync(join(tmpdir(), 'order-migrations-'));
    const client = new Client({ connectionString: database.connectionString });
    try {
      for (const entry of readdirSync(MIGRATIONS).filter((folder) => folder < MIGRATION)) {
        cpSync(join(MIGRATIONS, entry), join(before, entry), { recursive: true });
      }
      await runMigrations({
        connectionString: database.connectionString,
        schema: ORDER_SCHEMA,
        migrationsDir: before,
      });
      await client.connect();
      await client.query(`SET search_path TO "${ORDER_SCHEMA}"`);
      const insert = (categoryId: number, externalOrderId: string | null) =>
        client.query(
          `INSERT INTO orders (user_id, vendor_id, category_id, restaurant_name, external_order_id,
                               items_total_paise, platform_fee_paise, delivery_charge_paise, packaging_paise,
                               gst_paise, total_amount_paise, delivery_address, phone_number)
           VALUES (31, 5, $1, 'Punjab Da Dhaba', $2, 100, 0, 0, 0, 0, 100, 'Flat 4B', '9876543210')`,
          [categoryId, externalOrderId],
        );
      await insert(1, 'OLD-1');
      await insert(2, 'OLD-2');
      await insert(1, null);
      await insert(1, null);
      // Before it, another partner could not have the same id.
      await expect(insert(2, 'OLD-1')).rejects.toThrow(/unique|duplicate/i);

      expect(
        await runMigrations({
          connectionString: database.connectionString,
          schema: ORDER_SCHEMA,
          migrationsDir: MIGRATIONS,
        }),
      ).toEqual([MIGRATION]);
      expect(
        (await client.query('SELECT category_id, external_order_id FROM orders ORDER BY id')).rows,
      ).toEqual([
        { category_id: 1, external_order_id: 'OLD-1' },
        { category_id: 2, external_order_id: 'OLD-2' },
        { category_id: 1, external_order_id: null },
        { category_id: 1, external_order_id: null },
      ]);
      await insert(2, 'OLD-1');
      await expect(insert(1, 'OLD-1')).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await client.end().catch(() => undefined);
      rmSync(before, { recursive: true, force: true });
      await database.drop();
    }
  }, 60_000);
});
