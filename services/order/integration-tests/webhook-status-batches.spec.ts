import {
  TOPICS,
  type EventEnvelope,
  type OrderStatus,
  type Topic,
  type WebhookPartner,
} from '@marketplace/contracts';
import {
  buildEventEnvelope,
  handleBatchOnce,
  type EventConsumer,
  type EventHandler,
} from '@marketplace/events';
import type { PrismaDb } from '../src/infra/db/prisma-order.repository';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import {
  applyEarlyPartnerUpdates,
  sweepEarlyPartnerUpdates,
} from '../src/app/commands/apply-early-partner-updates';
import { applyOrderStatuses, ConcurrentStatusChangeError } from '../src/app/commands/apply-order-status';
import { prismaRunInTransaction, prismaUnitOfWork } from '../src/infra/db/prisma-unit-of-work';
import { subscribeOrderEventConsumers } from '../src/infra/events/order-events.consumer';
import {
  insertOrder,
  insertRelayedOrder,
  logger,
  markRelayed,
  startOrderDatabase,
  webhookReceivedData,
  type OrderDatabase,
} from './order-test-kit';

const received = (reference: string, status: OrderStatus, partner?: WebhookPartner) =>
  buildEventEnvelope({
    type: 'webhook.received',
    source: 'webhook',
    subject: reference,
    data: webhookReceivedData(reference, status, { partner }),
  });

/** webhook.received as the outbox-log consumer delivers it: many events in one transaction. */
describe('applying a batch of partner status updates', () => {
  let db: OrderDatabase;
  const handlers = new Map<Topic, EventHandler<PrismaDb>[]>();
  const consumeBatch = (envelopes: EventEnvelope[]) =>
    db.prisma.$transaction((tx) =>
      handleBatchOnce(tx, ORDER_SCHEMA, 'order', envelopes, handlers.get(TOPICS.webhooks) ?? []),
    );

  beforeAll(async () => {
    db = await startOrderDatabase();
    const capture: Pick<EventConsumer<PrismaDb>, 'subscribe'> = {
      subscribe: (topic, handler) => handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    };
    subscribeOrderEventConsumers(capture, {
      logger,
    });
  });

  afterAll(async () => {
    await db.close();
  });

  it('applies every event of the batch to the order it names, in order, and skips unknown ones', async () => {
    const ours = await insertRelayedOrder(db);
    const relayed = await insertRelayedOrder(db);

    const handled = await consumeBatch([
      received(ours.partnerOrderId, 'accepted'),
      received(relayed.partnerOrderId, 'preparing'),
      received('NO-SUCH-ORDER', 'ready'),
      received('9999999999', 'ready'),
      received(ours.partnerOrderId, 'preparing'),
    ]);

    expect(handled).toBe(5);
    expect(await db.statusOf(ours.id)).toBe('preparing');
    expect(await db.notificationTitles(ours.id)).toEqual(['Order accepted', 'Order being prepared']);
    expect(await db.statusOf(relayed.id)).toBe('preparing');
    expect(await db.notificationTitles(relayed.id)).toEqual(['Order being prepared']);
  });

  it('tells repeats and late arrivals apart within one batch, as one by one (issue 26, applied as a set)', async () => {
    const order = await insertRelayedOrder(db);
    const other = await insertRelayedOrder(db);
    await consumeBatch([
      received(order.partnerOrderId, 'accepted'),
      received(order.partnerOrderId, 'accepted'), // a repeat: nothing
      received(other.partnerOrderId, 'ready'),
      received(order.partnerOrderId, 'out_for_delivery'),
      received(order.partnerOrderId, 'preparing'), // older than the order now: history only
      received(order.partnerOrderId, 'delivered'),
    ]);

    expect(await db.statusOf(order.id)).toBe('delivered');
    expect(await db.notificationTitles(order.id)).toEqual([
      'Order accepted',
      'Out for delivery',
      'Order delivered',
    ]);
    const history = await db.query<{ status: string; applied: boolean }>(
      `SELECT status, applied FROM orders.order_status_history WHERE order_id = $1 AND source = 'webhook' ORDER BY id`,
      order.id,
    );
    expect(history).toEqual([
      { status: 'accepted', applied: true },
      { status: 'out_for_delivery', applied: true },
      { status: 'preparing', applied: false },
      { status: 'delivered', applied: true },
    ]);
    const [row] = await db.query<{
      accepted: boolean;
      out: boolean;
      delivered: boolean;
      preparing: boolean;
      payment: string;
    }>(
      `SELECT accepted_at IS NOT NULL AS accepted, out_for_delivery_at IS NOT NULL AS out,
              delivered_at IS NOT NULL AS delivered, preparing_at IS NOT NULL AS preparing,
              payment_status AS payment FROM orders.orders WHERE id = $1`,
      order.id,
    );
    expect(row).toEqual({
      accepted: true,
      out: true,
      delivered: true,
      preparing: false,
      payment: 'completed',
    });
    const events = await db.query<{ previous: string; status: string }>(
      `SELECT payload->'data'->>'previousStatus' AS previous, payload->'data'->>'status' AS status
         FROM orders.outbox WHERE type = 'order.status_changed' AND key = $1 ORDER BY seq`,
      String(order.id),
    );
    expect(events).toEqual([
      { previous: 'pending', status: 'accepted' },
      { previous: 'accepted', status: 'out_for_delivery' },
      { previous: 'out_for_delivery', status: 'delivered' },
    ]);
    expect(await db.statusOf(other.id)).toBe('ready');
  });

  it('applies nothing of a batch when another writer moved one of its orders first', async () => {
    const order = await insertRelayedOrder(db);
    const moved = await insertRelayedOrder(db);
    const unit = (tx: PrismaDb) => prismaUnitOfWork(tx);
    await expect(
      db.prisma.$transaction(async (tx) => {
        // Decided on `moved` as pending, then moved under the batch before its statement runs.
        const orders = unit(tx).orders;
        const findByIds = orders.findByIds.bind(orders);
        orders.findByIds = async (ids) => {
          const found = await findByIds(ids);
          await tx.$executeRawUnsafe(`UPDATE orders.orders SET status = 'accepted' WHERE id = $1`, moved.id);
          return found;
        };
        await applyOrderStatuses({ ...unit(tx), orders }, [
          {
            orderId: order.id,
            status: 'accepted',
            externalStatus: null,
            occurredAt: new Date(),
            source: 'webhook',
          },
          {
            orderId: moved.id,
            status: 'preparing',
            externalStatus: null,
            occurredAt: new Date(),
            source: 'webhook',
          },
        ]);
      }),
    ).rejects.toBeInstanceOf(ConcurrentStatusChangeError);
    expect(await db.statusOf(order.id)).toBe('pending');
    expect(await db.notificationTitles(order.id)).toEqual([]);
  });

  it('never takes a partner order id written in digits for our order of that number', async () => {
    const target = await insertOrder(db);
    const lookalike = await insertOrder(db, { relayStatus: 'not_required' });
    // The partner's id for `target` is written exactly like our id of `lookalike`.
    await markRelayed(db, target.id, String(lookalike.id));

    for (const batch of [
      [received(String(lookalike.id), 'accepted')],
      [received('NO-SUCH-ORDER', 'accepted'), received(String(lookalike.id), 'preparing')],
    ])
      await consumeBatch(batch);

    // Alone (looked up as it comes) and within a batch (looked up with the others) alike.
    expect(await db.statusOf(target.id)).toBe('preparing');
    expect(await db.statusOf(lookalike.id)).toBe('pending');
  });

  it('has no second effect for events of an earlier batch', async () => {
    const order = await insertRelayedOrder(db);
    const event = received(order.partnerOrderId, 'ready');
    expect(await consumeBatch([event])).toBe(1);
    expect(await consumeBatch([event, received(order.partnerOrderId, 'ready')])).toBe(1);
    expect(await db.notificationTitles(order.id)).toEqual(['Order ready']);
  });

  describe('for an order whose partner id is not stored yet', () => {
    const kept = async () =>
      db.query<{ reference: string; status: string }>(
        'SELECT reference, status FROM orders.early_partner_updates ORDER BY occurred_at, id',
      );
    // The sweep drops what was kept before clock() - maxAgeMs: here, before the given time.
    const sweep = (dropReceivedBefore: Date) =>
      sweepEarlyPartnerUpdates({
        runInTransaction: prismaRunInTransaction(db.prisma, () => undefined),
        clock: () => dropReceivedBefore,
        maxAgeMs: 0,
      });
    const longAgo = new Date(0);
    const noRelaysInFlight = () =>
      db.query("UPDATE orders.orders SET relay_status = 'failed' WHERE relay_status = 'pending'");

    it('keeps the updates while a relay is in flight and applies them in order once the id is stored', async () => {
      const order = await insertOrder(db);
      const reference = `SR-EARLY-${order.id}`;

      await consumeBatch([received(reference, 'accepted')]);
      await consumeBatch([received(reference, 'preparing'), received(reference, 'preparing')]);

      expect(await db.statusOf(order.id)).toBe('pending');
      expect(await kept()).toEqual([
        { reference, status: 'accepted' },
        { reference, status: 'preparing' },
        { reference, status: 'preparing' },
      ]);
      expect(await sweep(longAgo)).toEqual({ applied: 0, dropped: 0 });

      await markRelayed(db, order.id, reference);
      expect(await sweep(longAgo)).toEqual({ applied: 3, dropped: 0 });

      expect(await db.statusOf(order.id)).toBe('preparing');
      expect(await db.notificationTitles(order.id)).toEqual(['Order accepted', 'Order being prepared']);
      expect(await kept()).toEqual([]);
    });

    it('applies, for the relay, only the updates for the partner id it has just stored', async () => {
      const mine = await insertOrder(db);
      const other = await insertOrder(db);
      await consumeBatch([
        received(`SR-MINE-${mine.id}`, 'accepted'),
        received(`SR-OTHER-${other.id}`, 'accepted'),
      ]);
      await markRelayed(db, mine.id, `SR-MINE-${mine.id}`);
      await markRelayed(db, other.id, `SR-OTHER-${other.id}`);

      const taken = await db.prisma.$transaction((tx) =>
        applyEarlyPartnerUpdates(prismaUnitOfWork(tx), `SR-MINE-${mine.id}`),
      );

      expect(taken).toBe(1);
      expect([await db.statusOf(mine.id), await db.statusOf(other.id)]).toEqual(['accepted', 'pending']);
      expect(await kept()).toEqual([{ reference: `SR-OTHER-${other.id}`, status: 'accepted' }]);
      expect(await sweep(longAgo)).toEqual({ applied: 1, dropped: 0 });
      expect(await db.statusOf(other.id)).toBe('accepted');
    });

    it("never applies an early update whose digits are another order's own id to that order", async () => {
      await noRelaysInFlight();
      // Another resident's order, in-house, whose id the partner happens to use as its own order id.
      const victim = await insertOrder(db, { userId: 77, relayStatus: 'not_required' });
      const relaying = await insertOrder(db);
      const reference = String(victim.id);

      await consumeBatch([received(reference, 'cancelled')]);
      expect(await db.statusOf(victim.id)).toBe('pending');
      expect(await kept()).toEqual([{ reference, status: 'cancelled' }]);

      await markRelayed(db, relaying.id, reference);
      const taken = await db.prisma.$transaction((tx) =>
        applyEarlyPartnerUpdates(prismaUnitOfWork(tx), reference),
      );
      expect(taken).toBe(1);
      expect(await db.statusOf(relaying.id)).toBe('cancelled');
      expect(await db.statusOf(victim.id)).toBe('pending');
      expect(await db.notificationTitles(victim.id)).toEqual([]);
    });

    it('applies an early update only to an order of the partner that sent it', async () => {
      await noRelaysInFlight();
      const ofCategory1 = await insertOrder(db, { categoryId: 1 });
      const ofCategory2 = await insertOrder(db, { categoryId: 2 });
      const reference = `SR-SHARED-${ofCategory2.id}`;
      await consumeBatch([received(reference, 'accepted', { kind: 'partner', id: 1 })]);
      expect(await kept()).toHaveLength(1);

      // Partner 2 stores that same reference for its order: partner 1's update is not its to apply.
      await markRelayed(db, ofCategory2.id, reference);
      expect(await sweep(longAgo)).toEqual({ applied: 0, dropped: 0 });
      expect(await db.statusOf(ofCategory2.id)).toBe('pending');
      expect(await sweep(new Date(Date.now() + 1_000))).toEqual({ applied: 0, dropped: 1 });
      await markRelayed(db, ofCategory1.id, `SR-OWN-${ofCategory1.id}`);
    });

    it('skips an update for an unknown order when no relay is in flight', async () => {
      await noRelaysInFlight();
      await consumeBatch([received('NOBODY-KNOWS', 'accepted')]);
      expect(await kept()).toEqual([]);
    });

    it('drops kept updates whose order never became known', async () => {
      await insertOrder(db);
      await consumeBatch([received('NEVER-STORED', 'accepted')]);
      expect(await kept()).toHaveLength(1);

      expect(await sweep(new Date(Date.now() + 1_000))).toEqual({ applied: 0, dropped: 1 });
      expect(await kept()).toEqual([]);
      await noRelaysInFlight();
    });
  });
});
