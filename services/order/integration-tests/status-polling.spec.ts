import request from 'supertest';
import { parseEventEnvelope } from '@marketplace/contracts';
import {
  asUser,
  eventually,
  insertOrder,
  listen,
  markRelayed,
  startOrderDatabase,
  startOrderService,
  statusPartner,
  STATUS_PARTNER_ESTIMATE as ESTIMATE,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const POLL_KEY = 'poll-test-key';

describe('polling partners for order status', () => {
  let db: OrderDatabase;
  let partner: RunningServer;
  let service: TestOrderService;
  const script = statusPartner((headers) => headers.authorization === `Bearer ${POLL_KEY}`);

  /** An order the partner holds as `partnerOrderId`, with the status URL the relay stores. */
  const relayedOrder = async (partnerOrderId: string, overrides: Parameters<typeof insertOrder>[1] = {}) => {
    const order = await insertOrder(db, overrides);
    await markRelayed(db, order.id, partnerOrderId, `${partner.url}/orders/${partnerOrderId}/status`);
    return order;
  };

  beforeAll(async () => {
    db = await startOrderDatabase();
    partner = await listen(script.app);
    await db.prisma.orderStatusConfig.create({
      data: {
        categoryIds: [1],
        orderStatuses: ['pending', 'confirmed', 'preparing', 'ready', 'out for delivery'],
        externalSystemEndpoint: `${partner.url}/orders/{orderId}/status`,
        authMethod: 'bearer',
        authKey: POLL_KEY,
        retryAttempts: 2,
        timeoutSeconds: 2,
      },
    });
    service = startOrderService(
      db,
      { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
      { pollTickMs: 50 },
    );
    service.start();
  });

  afterAll(async () => {
    await service.shutdown();
    await partner.close();
    await db.close();
  });

  it('applies a newer status the partner reports, through the same rules as webhooks (source poll)', async () => {
    script.statuses.set('SR-P1', 'preparing');
    const order = await relayedOrder('SR-P1');

    await eventually(async () => (await db.statusOf(order.id)) === 'preparing');

    const [row] = await db.query<{
      external_status: string;
      preparing_at: Date | null;
      estimated_delivery_at: Date;
    }>(
      'SELECT external_status, preparing_at, estimated_delivery_at FROM orders.orders WHERE id = $1',
      order.id,
    );
    expect(row).toMatchObject({ external_status: 'preparing', estimated_delivery_at: new Date(ESTIMATE) });
    expect(row!.preparing_at).toBeInstanceOf(Date);
    expect(await db.query('SELECT title FROM orders.notifications WHERE order_id = $1', order.id)).toEqual([
      { title: 'Order being prepared' },
    ]);
    const [event] = await db.query<{ payload: unknown }>(
      "SELECT payload FROM orders.outbox WHERE key = $1 AND type = 'order.status_changed'",
      String(order.id),
    );
    expect(parseEventEnvelope(event!.payload)).toMatchObject({
      data: { previousStatus: 'pending', status: 'preparing', source: 'poll' },
    });
  });

  it("asks again only after the config's fetch interval", async () => {
    script.statuses.set('SR-P2', 'pending');
    const order = await relayedOrder('SR-P2');
    await eventually(async () => script.callsOf('SR-P2').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(script.callsOf('SR-P2').length).toBe(1);
    expect(await db.statusOf(order.id)).toBe('pending');
  });

  it('retries a failing partner within one poll, up to the configured attempts', async () => {
    script.statuses.set('SR-P3', 'ready');
    script.failuresLeft.set('SR-P3', 2);
    const order = await relayedOrder('SR-P3');
    await eventually(async () => (await db.statusOf(order.id)) === 'ready');
    expect(script.callsOf('SR-P3').length).toBe(3);
  });

  it('leaves alone orders of categories without a config, and orders past the max age', async () => {
    script.statuses.set('SR-P4', 'delivered');
    script.statuses.set('SR-P5', 'delivered');
    const otherCategory = await relayedOrder('SR-P4', { categoryId: 2 });
    const old = await relayedOrder('SR-P5', { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    // A later order proves a round has passed both.
    script.statuses.set('SR-P6', 'accepted');
    const later = await relayedOrder('SR-P6');
    await eventually(async () => (await db.statusOf(later.id)) === 'accepted');
    expect(script.callsOf('SR-P4').length + script.callsOf('SR-P5').length).toBe(0);
    expect(await db.statusOf(otherCategory.id)).toBe('pending');
    expect(await db.statusOf(old.id)).toBe('pending');
  });

  it('asks the partner at once for GET /api/orders/{id}/status?refresh=true, and answers the stored status if it cannot', async () => {
    // The per-order refresh limit is resident-orders.spec.ts's subject; here every refresh may ask.
    const idle = startOrderService(
      db,
      { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
      { refreshMinIntervalMs: 1 },
    );
    try {
      script.statuses.set('SR-P7', 'pending');
      const order = await relayedOrder('SR-P7', { userId: 41 });
      // The running poller has asked once already or will, and then waits its interval: set what the refresh finds.
      await eventually(async () => script.callsOf('SR-P7').length > 0);
      script.statuses.set('SR-P7', 'out_for_delivery');

      const plain = await request(idle.app).get(`/api/orders/${order.id}/status`).set(asUser(41)).expect(200);
      expect(plain.body.status).toBe('pending');

      const refreshed = await request(idle.app)
        .get(`/api/orders/${order.id}/status?refresh=true`)
        .set(asUser(41))
        .expect(200);
      expect(refreshed.body).toMatchObject({
        status: 'out_for_delivery',
        externalStatus: 'out_for_delivery',
        estimatedDeliveryTime: ESTIMATE,
      });

      script.failuresLeft.set('SR-P7', 5);
      const unreachable = await request(idle.app)
        .get(`/api/orders/${order.id}/status?refresh=true`)
        .set(asUser(41))
        .expect(200);
      expect(unreachable.body.status).toBe('out_for_delivery');

      await request(idle.app).get(`/api/orders/${order.id}/status?refresh=maybe`).set(asUser(41)).expect(400);
    } finally {
      await idle.shutdown();
    }
  });
});

describe('stopping the status poller', () => {
  it('ends a round at the orders in hand when the service stops, without asking about the next ones', async () => {
    const db = await startOrderDatabase();
    const script = statusPartner();
    const partner = await listen(script.app);
    try {
      await db.prisma.orderStatusConfig.create({
        data: {
          categoryIds: [1],
          orderStatuses: ['pending'],
          externalSystemEndpoint: `${partner.url}/orders/{orderId}/status`,
          authMethod: 'none',
          retryAttempts: 1,
          timeoutSeconds: 1,
        },
      });
      // Partners that never answer: each order would hold the round for its whole timeout.
      const partnerIds = ['ST-1', 'ST-2', 'ST-3', 'ST-4'];
      for (const partnerOrderId of partnerIds) {
        script.stallsLeft.set(partnerOrderId, 10);
        const order = await insertOrder(db, {});
        await markRelayed(db, order.id, partnerOrderId, `${partner.url}/orders/${partnerOrderId}/status`);
      }
      const service = startOrderService(
        db,
        { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
        { pollTickMs: 50, pollConcurrency: 2 },
      );
      service.start();
      await eventually(async () => script.callsOf('ST-1').length > 0 && script.callsOf('ST-2').length > 0);

      await service.shutdown();

      expect(script.callsOf('ST-3')).toHaveLength(0);
      expect(script.callsOf('ST-4')).toHaveLength(0);
    } finally {
      await partner.close();
      await db.close();
    }
  });
});
