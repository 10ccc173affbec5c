import {
  parseEventEnvelope,
  TOPICS,
  type EventData,
  type EventEnvelope,
  type OrderStatus,
  type Topic,
  type WebhookPartner,
} from '@marketplace/contracts';
import {
  appendToOutbox,
  buildEventEnvelope,
  handleOnce,
  type EventConsumer,
  type EventHandler,
} from '@marketplace/events';
import type { PrismaDb } from '../src/infra/db/prisma-order.repository';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import { subscribeOrderEventConsumers } from '../src/infra/events/order-events.consumer';
import {
  eventually,
  insertOrder,
  insertRelayedOrder,
  logger,
  startOrderDatabase,
  startOrderService,
  webhookReceivedData,
  type OrderDatabase,
} from './order-test-kit';

interface OrderRow {
  status: string;
  external_status: string | null;
  accepted_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  payment_status: string;
}

function webhookReceived(
  reference: string,
  status: OrderStatus,
  options: Parameters<typeof webhookReceivedData>[2] = {},
) {
  return buildEventEnvelope({
    type: 'webhook.received',
    source: 'webhook',
    subject: reference,
    data: webhookReceivedData(reference, status, options),
  });
}

describe('applying partner status updates (webhook.received)', () => {
  let db: OrderDatabase;
  const handlers = new Map<Topic, EventHandler<PrismaDb>[]>();

  /** Runs the service's handler for the event exactly as the consumers do: in one transaction with processed_events. */
  const consume = (envelope: EventEnvelope) =>
    db.prisma.$transaction((tx) =>
      handleOnce(tx, ORDER_SCHEMA, 'order', envelope, handlers.get(TOPICS.webhooks) ?? []),
    );

  const orderRow = async (orderId: number) =>
    (
      await db.query<OrderRow>(
        'SELECT status, external_status, accepted_at, delivered_at, cancelled_at, payment_status FROM orders.orders WHERE id = $1',
        orderId,
      )
    )[0]!;
  const notifications = (orderId: number) =>
    db.query<{ title: string; message: string; user_id: number }>(
      'SELECT title, message, user_id FROM orders.notifications WHERE order_id = $1 ORDER BY id',
      orderId,
    );
  const history = (orderId: number) =>
    db.query<{ status: string; external_status: string | null; source: string; applied: boolean }>(
      'SELECT status, external_status, source, applied FROM orders.order_status_history WHERE order_id = $1 ORDER BY id',
      orderId,
    );
  const count = (table: string) => db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders.${table}`);
  const orderEvents = async (orderId: number) =>
    (
      await db.query<{ payload: unknown }>(
        "SELECT payload FROM orders.outbox WHERE key = $1 AND type <> 'order.created' ORDER BY seq",
        String(orderId),
      )
    ).map((row) => parseEventEnvelope(row.payload));

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

  it('moves the order, stamps the time, tells the resident and emits order.status_changed, all at once', async () => {
    const order = await insertRelayedOrder(db);
    const receivedAt = new Date('2026-11-22T10:05:00.000Z');

    expect(
      await consume(
        webhookReceived(order.partnerOrderId, 'accepted', { externalStatus: 'confirmed', receivedAt }),
      ),
    ).toBe(true);

    expect(await orderRow(order.id)).toMatchObject({
      status: 'accepted',
      external_status: 'confirmed',
      accepted_at: receivedAt,
    });
    expect(await notifications(order.id)).toEqual([
      { title: 'Order accepted', message: 'Punjab Da Dhaba has accepted your order.', user_id: 31 },
    ]);
    expect(await history(order.id)).toEqual([
      { status: 'pending', external_status: null, source: 'customer', applied: true },
      { status: 'accepted', external_status: 'confirmed', source: 'webhook', applied: true },
    ]);
    const events = await orderEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'order.status_changed',
      subject: String(order.id),
      data: {
        orderId: order.id,
        userId: 31,
        previousStatus: 'pending',
        status: 'accepted',
        externalStatus: 'confirmed',
        changedAt: receivedAt.toISOString(),
        source: 'webhook',
      } satisfies EventData<'order.status_changed'>,
    });
  });

  it('has no second effect for a repeated event, or for another event with the same status', async () => {
    const order = await insertRelayedOrder(db);
    const event = webhookReceived(order.partnerOrderId, 'preparing');
    expect(await consume(event)).toBe(true);
    expect(await consume(event)).toBe(false);
    expect(await consume(webhookReceived(order.partnerOrderId, 'preparing'))).toBe(true);

    expect((await orderRow(order.id)).status).toBe('preparing');
    expect((await notifications(order.id)).map((row) => row.title)).toEqual(['Order being prepared']);
    expect(await history(order.id)).toHaveLength(2);
    expect(await orderEvents(order.id)).toHaveLength(1);
  });

  it("finds the order by the partner's order id", async () => {
    const order = await insertRelayedOrder(db);
    await consume(webhookReceived(order.partnerOrderId, 'out_for_delivery'));
    expect((await orderRow(order.id)).status).toBe('out_for_delivery');
    expect((await notifications(order.id)).at(-1)).toMatchObject({
      title: 'Out for delivery',
      message: 'Your order from Punjab Da Dhaba is out for delivery.',
    });
  });

  it("never moves an order named by our own id: not an in-house vendor's, not a relayed one", async () => {
    await db.query("UPDATE orders.orders SET relay_status = 'failed' WHERE relay_status = 'pending'");
    const inHouse = await insertOrder(db, { relayStatus: 'not_required' });
    const relayed = await insertRelayedOrder(db);
    await consume(webhookReceived(String(inHouse.id), 'delivered'));
    await consume(webhookReceived(String(relayed.id), 'cancelled'));

    expect(await orderRow(inHouse.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expect((await orderRow(relayed.id)).status).toBe('pending');
    expect(await history(inHouse.id)).toHaveLength(1);
    expect(await count('early_partner_updates')).toEqual([{ n: 0 }]);
  });

  it("moves a partner's own orders only: never another partner's, whichever secret signed", async () => {
    const ofCategory1 = await insertRelayedOrder(db, { categoryId: 1 });
    const ofCategory2 = await insertRelayedOrder(db, { categoryId: 2 });
    const partner1: WebhookPartner = { kind: 'partner', id: 1 };
    // The default partner speaks for every category but those with secrets of their own (2 here).
    const defaultPartner: WebhookPartner = { kind: 'default', exceptIds: [2] };

    await consume(webhookReceived(ofCategory2.partnerOrderId, 'cancelled', { partner: partner1 }));
    await consume(webhookReceived(ofCategory2.partnerOrderId, 'delivered', { partner: defaultPartner }));
    expect((await orderRow(ofCategory2.id)).status).toBe('pending');
    expect(await history(ofCategory2.id)).toHaveLength(1);

    await consume(webhookReceived(ofCategory1.partnerOrderId, 'accepted', { partner: partner1 }));
    await consume(webhookReceived(ofCategory1.partnerOrderId, 'preparing', { partner: defaultPartner }));
    expect((await orderRow(ofCategory1.id)).status).toBe('preparing');
    await consume(
      webhookReceived(ofCategory2.partnerOrderId, 'accepted', { partner: { kind: 'partner', id: 2 } }),
    );
    expect((await orderRow(ofCategory2.id)).status).toBe('accepted');
  });

  it("keeps an early update only while a relay to the update's own partner is in flight", async () => {
    await db.query("UPDATE orders.orders SET relay_status = 'failed' WHERE relay_status = 'pending'");
    await insertOrder(db, { categoryId: 1, relayStatus: 'pending' });
    await consume(webhookReceived('P-EARLY-2', 'accepted', { partner: { kind: 'partner', id: 2 } }));
    await consume(webhookReceived('P-EARLY-D', 'accepted', { partner: { kind: 'default', exceptIds: [1] } }));
    expect(await count('early_partner_updates')).toEqual([{ n: 0 }]);

    await consume(webhookReceived('P-EARLY-1', 'accepted', { partner: { kind: 'partner', id: 1 } }));
    expect(await db.query('SELECT reference, partner_id FROM orders.early_partner_updates')).toEqual([
      { reference: 'P-EARLY-1', partner_id: 1 },
    ]);
    await db.query('DELETE FROM orders.early_partner_updates');
  });

  it('ignores an older status that arrives late, recording it as not applied', async () => {
    const order = await insertRelayedOrder(db);
    await consume(webhookReceived(order.partnerOrderId, 'ready'));
    await consume(webhookReceived(order.partnerOrderId, 'accepted'));

    expect((await orderRow(order.id)).status).toBe('ready');
    expect((await notifications(order.id)).map((row) => row.title)).toEqual(['Order ready']);
    expect((await history(order.id)).slice(1)).toEqual([
      { status: 'ready', external_status: 'ready', source: 'webhook', applied: true },
      { status: 'accepted', external_status: 'accepted', source: 'webhook', applied: false },
    ]);
    expect(await orderEvents(order.id)).toHaveLength(1);
  });

  it('completes a cash-on-delivery payment on delivery', async () => {
    const order = await insertRelayedOrder(db);
    await consume(webhookReceived(order.partnerOrderId, 'delivered'));
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'delivered', payment_status: 'completed' });
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect((await notifications(order.id)).at(-1)?.title).toBe('Order delivered');
  });

  it('emits order.cancelled as well when the partner cancels', async () => {
    const order = await insertRelayedOrder(db);
    await consume(webhookReceived(order.partnerOrderId, 'cancelled'));
    expect((await orderRow(order.id)).cancelled_at).toBeInstanceOf(Date);
    expect((await orderEvents(order.id)).map((event) => event.type)).toEqual([
      'order.status_changed',
      'order.cancelled',
    ]);
    expect((await notifications(order.id)).at(-1)?.title).toBe('Order cancelled');
  });

  it('skips an event for an unknown order while no relay is in flight, and remembers it as handled', async () => {
    await db.query("UPDATE orders.orders SET relay_status = 'failed' WHERE relay_status = 'pending'");
    const before = await count('notifications');
    const event = webhookReceived('NO-SUCH-ORDER', 'accepted');
    expect(await consume(event)).toBe(true);
    expect(await consume(event)).toBe(false);
    expect(await count('notifications')).toEqual(before);
    expect(await count('early_partner_updates')).toEqual([{ n: 0 }]);
  });

  it('consumes webhook.received from the webhook service’s outbox through the event bus', async () => {
    const order = await insertRelayedOrder(db);
    const service = startOrderService(db, {
      catalogUrl: 'http://127.0.0.1:9',
      authUrl: 'http://127.0.0.1:9',
    });
    await service.bus.start();
    try {
      await db.prisma.$transaction((tx) =>
        appendToOutbox(tx, 'webhooks', {
          type: 'webhook.received',
          source: 'webhook',
          subject: order.partnerOrderId,
          data: webhookReceivedData(order.partnerOrderId, 'accepted'),
        }),
      );
      await eventually(async () => (await orderRow(order.id)).status === 'accepted');
      expect((await notifications(order.id)).at(-1)?.title).toBe('Order accepted');
    } finally {
      await service.shutdown();
    }
  });
});
