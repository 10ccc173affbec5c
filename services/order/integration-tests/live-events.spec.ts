import {
  LIVE_STREAM_MESSAGES,
  LIVE_STREAM_RETRY_MS,
  LIVE_STREAMS_PER_USER,
  NotificationSchema,
  ORDER_MESSAGES,
  OrderStatusEventSchema,
  type OrderStatus,
} from '@marketplace/contracts';
import { appendToOutbox } from '@marketplace/events';
import { openEventStreamCount } from '@marketplace/service-kit';
import { connectSse, type ReceivedEvent, type SseConnection } from '@marketplace/testing';
import { applyOrderStatus } from '../src/app/commands/apply-order-status';
import { prismaRunInTransaction } from '../src/infra/db/prisma-unit-of-work';
import {
  asUser,
  eventually,
  insertRelayedOrder,
  listen,
  partnerOrderIdOf,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
  webhookReceivedData,
} from './order-test-kit';

const OWNER = 31;
const STRANGER = 32;
const HEARTBEAT_MS = 150;

const statusOf = (event: ReceivedEvent) => OrderStatusEventSchema.parse(JSON.parse(event.data));
const isStatus = (status: OrderStatus) => (event: ReceivedEvent) =>
  event.event === 'status' && statusOf(event).status === status;

describe('live order status and notifications (server-sent events)', () => {
  let db: OrderDatabase;
  let service: TestOrderService;
  let server: RunningServer;
  const open: SseConnection[] = [];

  const connect = async (path: string, userId: number | null, headers: Record<string, string> = {}) => {
    const connection = await connectSse(`${server.url}${path}`, {
      ...(userId === null ? {} : asUser(userId)),
      ...headers,
    });
    open.push(connection);
    return connection;
  };

  /** The partner's webhook as the webhook service hands it on: webhook.received in its outbox. */
  const webhook = (orderId: number, status: OrderStatus) =>
    db.prisma.$transaction((tx) =>
      appendToOutbox(tx, 'webhooks', {
        type: 'webhook.received',
        source: 'webhook',
        subject: partnerOrderIdOf(orderId),
        data: webhookReceivedData(partnerOrderIdOf(orderId), status),
      }),
    );

  /** A change committed by another writer of the database (another replica, the poller of another process). */
  const changeElsewhere = (orderId: number, status: OrderStatus) =>
    prismaRunInTransaction(
      db.prisma,
      () => undefined,
    )((unit) =>
      applyOrderStatus(unit, {
        orderId,
        status,
        externalStatus: null,
        occurredAt: new Date(),
        source: 'system',
      }),
    );

  beforeAll(async () => {
    db = await startOrderDatabase();
    service = startOrderService(
      db,
      { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
      { live: { pollIntervalMs: 25, heartbeatMs: HEARTBEAT_MS } },
    );
    await service.bus.start();
    service.start();
    server = await listen(service.app);
  });

  afterEach(async () => {
    for (const connection of open.splice(0)) connection.close();
    await eventually(async () => openEventStreamCount() === 0);
  });

  afterAll(async () => {
    await server.close();
    await service.shutdown();
    await db.close();
  });

  describe('refusals come as JSON before any stream starts', () => {
    it('asks a signed-out caller to sign in', async () => {
      const response = await connect('/api/orders/1/events', null);
      await response.ended;
      expect(response.status).toBe(401);
      expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    });

    it('answers another resident’s order as not found', async () => {
      const order = await insertRelayedOrder(db, { userId: OWNER });
      const response = await connect(`/api/orders/${order.id}/events`, STRANGER);
      await response.ended;
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    });

    it('refuses a malformed order id and Last-Event-ID', async () => {
      const badId = await connect('/api/orders/abc/events', OWNER);
      await badId.ended;
      expect(badId.status).toBe(400);
      expect(JSON.parse(badId.body)).toEqual({ message: ORDER_MESSAGES.invalidOrderId });

      const badResume = await connect('/api/notifications/events', OWNER, { 'last-event-id': 'x1' });
      await badResume.ended;
      expect(badResume.status).toBe(400);
      expect(JSON.parse(badResume.body)).toEqual({ message: LIVE_STREAM_MESSAGES.invalidLastEventId });
    });
  });

  it('sends the current status first, then a webhook’s change while the stream stays open', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const stream = await connect(`/api/orders/${order.id}/events`, OWNER);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-transform');

    const first = await stream.next(() => true);
    expect(stream.retryMs).toBe(LIVE_STREAM_RETRY_MS);
    expect(statusOf(first)).toMatchObject({ orderId: order.id, status: 'pending', externalStatus: null });
    expect(first.id).toMatch(/^\d+$/);

    await webhook(order.id, 'accepted');
    const accepted = await stream.next(isStatus('accepted'));
    expect(statusOf(accepted)).toMatchObject({ orderId: order.id, externalStatus: 'accepted' });
    expect(Number(accepted.id)).toBeGreaterThan(Number(first.id));
    expect(stream.events.map((event) => statusOf(event).status)).toEqual(['pending', 'accepted']);
  });

  it('delivers a change committed by another writer of the database, without a wake-up from this process', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const stream = await connect(`/api/orders/${order.id}/events`, OWNER);
    await stream.next(isStatus('pending'));
    await changeElsewhere(order.id, 'accepted');
    await changeElsewhere(order.id, 'preparing');
    await stream.next(isStatus('preparing'));
    expect(stream.events.map((event) => statusOf(event).status)).toEqual([
      'pending',
      'accepted',
      'preparing',
    ]);
  });

  it('carries a resident’s own cancel to their order stream and notification stream', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const stream = await connect(`/api/orders/${order.id}/events`, OWNER);
    const notifications = await connect('/api/notifications/events', OWNER);
    await stream.next(isStatus('pending'));

    const cancel = await fetch(`${server.url}/api/orders/${order.id}/cancel`, {
      method: 'POST',
      headers: asUser(OWNER),
    });
    expect(cancel.status).toBe(200);
    expect(statusOf(await stream.next(isStatus('cancelled')))).toMatchObject({ orderId: order.id });
    const notice = await notifications.next((event) => event.event === 'notification');
    expect(NotificationSchema.parse(JSON.parse(notice.data))).toMatchObject({ orderId: order.id });
  });

  it('resumes with Last-Event-ID: every change missed while away, in order, and no repeat of the current status', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const first = await connect(`/api/orders/${order.id}/events`, OWNER);
    await webhook(order.id, 'accepted');
    const lastSeen = await first.next(isStatus('accepted'));
    first.close();
    await first.ended;

    await webhook(order.id, 'preparing');
    await webhook(order.id, 'ready');
    await eventually(
      async () =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM orders.order_status_history WHERE order_id = $1 AND status = 'ready'",
            order.id,
          )
        )[0]!.n === 1,
    );

    const resumed = await connect(`/api/orders/${order.id}/events`, OWNER, { 'last-event-id': lastSeen.id! });
    await resumed.next(isStatus('ready'));
    expect(resumed.events.map((event) => statusOf(event).status)).toEqual(['preparing', 'ready']);
    expect(resumed.events.every((event) => Number(event.id) > Number(lastSeen.id))).toBe(true);
  });

  it('keeps a quiet stream open with heartbeat comments', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const stream = await connect(`/api/orders/${order.id}/events`, OWNER);
    await stream.next(isStatus('pending'));
    expect(await stream.nextComment(HEARTBEAT_MS * 5)).toBe('heartbeat');
    expect(await stream.nextComment(HEARTBEAT_MS * 5)).toBe('heartbeat');
  });

  it('releases the stream, its timer and its place in the resident’s limit when the client goes away', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const before = openEventStreamCount();
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, () => connect(`/api/orders/${order.id}/events`, OWNER)),
    );
    await Promise.all(streams.map((stream) => stream.next(isStatus('pending'))));
    expect(openEventStreamCount()).toBe(before + LIVE_STREAMS_PER_USER);

    const refused = await connect('/api/notifications/events', OWNER);
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ message: LIVE_STREAM_MESSAGES.tooManyStreams });
    // Another resident is not held back by this one.
    const other = await connect('/api/notifications/events', STRANGER);
    expect(other.status).toBe(200);

    for (const stream of streams) stream.close();
    await eventually(async () => openEventStreamCount() === before + 1);
    // The closed streams' followers are gone: a change reaches nobody and nothing is left waiting.
    await webhook(order.id, 'accepted');
    const again = await connect(`/api/orders/${order.id}/events`, OWNER);
    expect(again.status).toBe(200);
    await again.next(isStatus('accepted'));
  });

  it('streams the resident’s new notifications, and resumes them with Last-Event-ID', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const stream = await connect('/api/notifications/events', OWNER);
    const others = await connect('/api/notifications/events', STRANGER);
    expect(stream.status).toBe(200);

    await webhook(order.id, 'accepted');
    const accepted = await stream.next((event) => event.event === 'notification');
    const notification = NotificationSchema.parse(JSON.parse(accepted.data));
    expect(notification).toMatchObject({ orderId: order.id, type: 'order_update', isRead: false });
    expect(accepted.id).toBe(String(notification.id));
    // Nothing older was replayed, and another resident hears nothing of it.
    expect(stream.events).toHaveLength(1);
    expect(others.events).toHaveLength(0);

    stream.close();
    await stream.ended;
    await webhook(order.id, 'preparing');
    await webhook(order.id, 'ready');
    await eventually(
      async () =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM orders.notifications WHERE order_id = $1',
            order.id,
          )
        )[0]!.n === 3,
    );

    const resumed = await connect('/api/notifications/events', OWNER, { 'last-event-id': accepted.id! });
    await eventually(
      async () => resumed.events.filter((event) => Number(event.id) > Number(accepted.id)).length === 2,
    );
    const missed = resumed.events
      .map((event) => NotificationSchema.parse(JSON.parse(event.data)))
      .filter((item) => item.id > notification.id);
    expect(missed.map((item) => item.orderId)).toEqual([order.id, order.id]);
    expect(missed[0]!.id).toBeLessThan(missed[1]!.id);
    expect(others.events).toHaveLength(0);
  });

  it('gives every one of many streams of one order the same change', async () => {
    const order = await insertRelayedOrder(db, { userId: OWNER });
    const residents = Array.from({ length: 8 }, (_, index) => index);
    const streams = await Promise.all(residents.map(() => connect(`/api/orders/${order.id}/events`, OWNER)));
    await Promise.all(streams.map((stream) => stream.next(isStatus('pending'))));
    await webhook(order.id, 'accepted');
    const events = await Promise.all(streams.map((stream) => stream.next(isStatus('accepted'))));
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
  });
});
