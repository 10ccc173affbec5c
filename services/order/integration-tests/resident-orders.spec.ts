import express, { type Request } from 'express';
import request from 'supertest';
import {
  computeBill,
  ORDER_CANCEL_WINDOW_MS,
  ORDER_MESSAGES,
  OrderSchema,
  PAGE_LIMIT_HEADER,
  paiseToRupees,
  parseEventEnvelope,
  PartnerOrderUpdateRequestSchema,
  RATING_REMARKS_MAX_LENGTH,
  USER_ORDERS_MAX_LIMIT,
  type OrderContext,
  type PartnerOrderStatusResponse,
  type PartnerWebhookPayload,
} from '@marketplace/contracts';
import { createApp as createPartnerSim } from '../../../infra/partner-sim/src/http/create-app';
import { OrderProgression } from '../../../infra/partner-sim/src/app/order-progression';
import { PartnerCatalog } from '../../../infra/partner-sim/src/domain/catalog';
import { MemoryPartnerOrderRepository } from '../../../infra/partner-sim/src/adapters/memory-partner-order.repository';
import { SPICE_ROUTE_CATALOG } from '../../../infra/partner-sim/src/seed/spice-route-catalog';
import {
  asUser,
  eventually,
  fakeAuth,
  fakeCatalog,
  insertOrder,
  listen,
  logger,
  markRelayed,
  partnerVendor,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const ASHA = 61;
const RAVI = 62;
const SIM_KEY = 'spice-route-cancel-key';
const SIM_VENDOR = 11;
const NO_UPDATE_URL_VENDOR = 12;
const STATUS_KEY = 'refresh-test-key';
/** The category whose orders the refresh tests poll; no other test's orders are in it. */
const REFRESH_CATEGORY = 7;

/** A partner's order-status URL that counts the calls it answers. */
function countingStatusPartner() {
  const calls: Request[] = [];
  const statuses = new Map<string, string>();
  const app = express();
  app.get('/orders/:orderId/status', (req, res) => {
    calls.push(req);
    const { orderId } = req.params;
    res.json({
      orderId,
      merchantOrderId: '1',
      status: statuses.get(orderId) ?? 'pending',
      updatedAt: new Date().toISOString(),
      estimatedDeliveryTime: '2030-01-01T11:00:00.000Z',
      timestamps: {
        orderedTime: null,
        acceptedTime: null,
        readyTime: null,
        pickedUpTime: null,
        deliveredTime: null,
      },
    } satisfies PartnerOrderStatusResponse);
  });
  const callsFor = (partnerOrderId: string) =>
    calls.filter((call) => call.params.orderId === partnerOrderId).length;
  return { app, statuses, callsFor };
}

interface CancelRow {
  status: string;
  cancelled_at: Date | null;
  external_status: string | null;
  relay_status: string;
  partner_cancel_status: string | null;
  partner_cancel_attempts: number;
  partner_cancel_error: string | null;
}

describe("the resident's order calls: history pages, ownership, refresh, rating and cancelling", () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let sim: RunningServer;
  let statusPartner: RunningServer;
  let service: TestOrderService;
  /** Moves the service's clock against the real one: the cancel window is measured by it. */
  let clockOffsetMs = 0;
  /** Stops the service's clock where it is, for a test whose allowance must not refill meanwhile. */
  let stoppedAtMs: number | undefined;
  const simOrders = new MemoryPartnerOrderRepository();
  const simWebhooks: PartnerWebhookPayload[] = [];
  const progression = new OrderProgression({
    orders: simOrders,
    webhooks: { publish: (payload) => simWebhooks.push(payload) },
    // The kitchen does not move by itself here: only the cancellation changes a partner order.
    stepMs: 3_600_000,
    clock: () => new Date(),
    logger,
  });
  const counting = countingStatusPartner();
  const contexts = new Map<number, OrderContext>();

  const place = async (vendorId: number, userId = ASHA): Promise<number> => {
    const bill = computeBill([{ pricePaise: 24_900, quantity: 2 }], contexts.get(vendorId)!.billing);
    const response = await request(service.app)
      .post('/api/orders')
      .set(asUser(userId))
      .send({
        restaurantId: vendorId,
        items: [{ externalMenuId: 'SR-101', name: 'Paneer Tikka', quantity: 2, price: 249 }],
        totalAmount: paiseToRupees(bill.total),
        deliveryAddress: 'Flat 4B, Prestige Lakeside, Whitefield',
        phoneNumber: '9876543210',
        paymentMethod: 'cod',
      })
      .expect(201);
    return response.body.id;
  };
  const row = async (orderId: number) =>
    (
      await db.query<CancelRow>(
        `SELECT status, cancelled_at, external_status, relay_status, partner_cancel_status,
                partner_cancel_attempts, partner_cancel_error
           FROM orders.orders WHERE id = $1`,
        orderId,
      )
    )[0]!;
  const relayed = (orderId: number) =>
    eventually(async () => ((await row(orderId)).relay_status === 'relayed' ? true : undefined));
  const delivered = async (orderId: number) =>
    db.prisma.order.update({
      where: { id: orderId },
      data: { status: 'delivered', deliveredAt: new Date() },
    });
  const outboxOf = async (orderId: number) =>
    (
      await db.query<{ payload: unknown }>(
        'SELECT payload FROM orders.outbox WHERE key = $1 ORDER BY seq',
        String(orderId),
      )
    ).map((event) => parseEventEnvelope(event.payload));

  beforeAll(async () => {
    db = await startOrderDatabase();
    sim = await listen(
      createPartnerSim({
        catalog: new PartnerCatalog(SPICE_ROUTE_CATALOG),
        orders: simOrders,
        progression,
        webhooks: { publish: (payload) => simWebhooks.push(payload) },
        credentials: { method: 'bearer', key: SIM_KEY },
        clock: () => new Date(),
        logger,
      }),
    );
    statusPartner = await listen(counting.app);
    const endpoint = (url: string) => ({ url, authMethod: 'bearer' as const, authKey: SIM_KEY });
    contexts.set(
      SIM_VENDOR,
      partnerVendor(SIM_VENDOR, {
        orderCreate: endpoint(`${sim.url}/orders`),
        orderStatus: endpoint(`${sim.url}/orders/{orderId}/status`),
        orderUpdate: endpoint(`${sim.url}/orders/{orderId}/cancel`),
      }),
    );
    contexts.set(
      NO_UPDATE_URL_VENDOR,
      partnerVendor(NO_UPDATE_URL_VENDOR, {
        orderCreate: endpoint(`${sim.url}/orders`),
        orderStatus: endpoint(`${sim.url}/orders/{orderId}/status`),
        orderUpdate: null,
      }),
    );
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(
      fakeAuth(
        new Map([
          [ASHA, resident(ASHA)],
          [RAVI, resident(RAVI, { firstName: 'Ravi' })],
        ]),
      ),
    );
    await db.prisma.orderStatusConfig.create({
      data: {
        categoryIds: [REFRESH_CATEGORY],
        orderStatuses: [],
        externalSystemEndpoint: `${statusPartner.url}/orders/{orderId}/status`,
        authMethod: 'bearer',
        authKey: STATUS_KEY,
        fetchIntervalMinutes: 60,
        retryAttempts: 0,
        timeoutSeconds: 2,
      },
    });
    service = startOrderService(
      db,
      { catalogUrl: catalog.url, authUrl: auth.url },
      // The poller stays out of the refresh tests' partner call counts.
      { clock: () => new Date((stoppedAtMs ?? Date.now()) + clockOffsetMs), pollTickMs: 3_600_000 },
    );
    await service.bus.start();
    service.start();
  });

  afterEach(() => {
    clockOffsetMs = 0;
    stoppedAtMs = undefined;
  });

  afterAll(async () => {
    await service.shutdown();
    progression.stop();
    await Promise.all([catalog.close(), auth.close(), sim.close(), statusPartner.close()]);
    await db.close();
  });

  describe('GET /api/orders/user', () => {
    const HISTORY_USER = 71;

    it('answers the newest orders first, in pages that continue below the last id seen', async () => {
      const ids: number[] = [];
      for (let n = 0; n < 5; n++) ids.push((await insertOrder(db, { userId: HISTORY_USER })).id);
      await insertOrder(db, { userId: HISTORY_USER + 1 });
      const newestFirst = [...ids].reverse();

      const all = await request(service.app).get('/api/orders/user').set(asUser(HISTORY_USER)).expect(200);
      expect(all.body.map((order: { id: number }) => order.id)).toEqual(newestFirst);
      for (const order of all.body) expect(OrderSchema.strict().parse(order)).toEqual(order);

      const first = await request(service.app)
        .get('/api/orders/user?limit=2')
        .set(asUser(HISTORY_USER))
        .expect(200);
      expect(first.body.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(0, 2));
      const second = await request(service.app)
        .get(`/api/orders/user?limit=2&before=${first.body[1].id}`)
        .set(asUser(HISTORY_USER))
        .expect(200);
      expect(second.body.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(2, 4));
      const last = await request(service.app)
        .get(`/api/orders/user?limit=2&before=${second.body[1].id}`)
        .set(asUser(HISTORY_USER))
        .expect(200);
      expect(last.body.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(4));
      expect(last.body[0].items).toEqual([
        { name: 'Paneer Tikka', quantity: 2, price: 249, menuItemId: 501, externalMenuId: 'SR-101' },
      ]);
    });

    it('answers at most 50 orders without a limit', async () => {
      const busy = 72;
      for (let n = 0; n < 52; n++) await insertOrder(db, { userId: busy });
      const page = await request(service.app).get('/api/orders/user').set(asUser(busy)).expect(200);
      expect(page.body).toHaveLength(50);
      expect(page.headers[PAGE_LIMIT_HEADER]).toBe('50');
    });

    it('gives the page maximum to a caller asking for more, and says which limit it used', async () => {
      const busy = 72;
      const page = await request(service.app).get('/api/orders/user?limit=500').set(asUser(busy)).expect(200);
      expect(page.headers[PAGE_LIMIT_HEADER]).toBe(String(USER_ORDERS_MAX_LIMIT));
      const stored = (
        await db.query<{ stored: number }>(
          'SELECT count(*)::int AS stored FROM orders.orders WHERE user_id = $1',
          busy,
        )
      )[0]!.stored;
      expect(stored).toBeGreaterThan(50);
      expect(page.body).toHaveLength(stored);
    });

    it('answers 400 with a message for a bad page', async () => {
      for (const query of ['limit=0', 'limit=-1', 'limit=abc', 'limit=2.5']) {
        const res = await request(service.app)
          .get(`/api/orders/user?${query}`)
          .set(asUser(HISTORY_USER))
          .expect(400);
        expect(res.body.message).toBe('limit must be a positive whole number');
      }
      for (const query of ['before=abc', 'before=-3', 'before=0']) {
        const res = await request(service.app)
          .get(`/api/orders/user?${query}`)
          .set(asUser(HISTORY_USER))
          .expect(400);
        expect(res.body.message).toEqual(expect.stringContaining('before'));
      }
    });
  });

  describe("another resident's order", () => {
    it('reads as missing for every call: 404 Order not found', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await delivered(order.id);
      const asRavi = asUser(RAVI);
      const notFound = { message: ORDER_MESSAGES.orderNotFound };
      expect(
        (await request(service.app).get(`/api/orders/${order.id}`).set(asRavi).expect(404)).body,
      ).toEqual(notFound);
      for (const path of [`/api/orders/${order.id}/status`, `/api/orders/${order.id}/status?refresh=true`])
        expect((await request(service.app).get(path).set(asRavi).expect(404)).body).toEqual(notFound);
      expect(
        (await request(service.app).post(`/api/orders/${order.id}/cancel`).set(asRavi).expect(404)).body,
      ).toEqual(notFound);
      expect(
        (
          await request(service.app)
            .post('/api/orders/rating')
            .set(asRavi)
            .send({ orderId: order.id, rating: 1 })
            .expect(404)
        ).body,
      ).toEqual(notFound);
      // Nothing was changed by those calls, and the owner still reads it.
      const own = await request(service.app).get(`/api/orders/${order.id}`).set(asUser(ASHA)).expect(200);
      expect(own.body).toMatchObject({ status: 'delivered', rating: null });
    });
  });

  describe('GET /api/orders/{id}/status?refresh=true', () => {
    const relayedOrder = async (partnerOrderId: string) => {
      const order = await insertOrder(db, { userId: ASHA, categoryId: REFRESH_CATEGORY });
      await markRelayed(db, order.id, partnerOrderId);
      return order;
    };
    const refresh = (orderId: number) =>
      request(service.app).get(`/api/orders/${orderId}/status?refresh=true`).set(asUser(ASHA)).expect(200);

    it('asks the partner at most once per order in 10 s, answering the stored status meanwhile', async () => {
      const order = await relayedOrder('RF-1');
      counting.statuses.set('RF-1', 'accepted');
      expect((await refresh(order.id)).body.status).toBe('accepted');
      expect(counting.callsFor('RF-1')).toBe(1);

      counting.statuses.set('RF-1', 'preparing');
      for (let n = 0; n < 3; n++) expect((await refresh(order.id)).body.status).toBe('accepted');
      expect(counting.callsFor('RF-1')).toBe(1);

      // Another order is not held back by this one's limit.
      const other = await relayedOrder('RF-2');
      await refresh(other.id);
      expect(counting.callsFor('RF-2')).toBe(1);

      clockOffsetMs = 10_001;
      expect((await refresh(order.id)).body.status).toBe('preparing');
      expect(counting.callsFor('RF-1')).toBe(2);
    });

    it("answers the stored status without a partner call once a resident's refreshes over all orders pass the allowance", async () => {
      // The service's default allowance: a burst of 20. Each order is refreshed once, so the
      // per-order interval never decides; RAVI's refreshes are the only ones in his bucket. The
      // clock stands still, so a slow machine's refreshes do not earn a refill on the way.
      stoppedAtMs = Date.now();
      const orders = [];
      for (let n = 0; n < 22; n++) {
        const order = await insertOrder(db, { userId: RAVI, categoryId: REFRESH_CATEGORY });
        await markRelayed(db, order.id, `RV-${n}`);
        counting.statuses.set(`RV-${n}`, 'preparing');
        orders.push(order);
      }
      const statuses = [];
      for (const order of orders) {
        const answer = await request(service.app)
          .get(`/api/orders/${order.id}/status?refresh=true`)
          .set(asUser(RAVI))
          .expect(200);
        statuses.push(answer.body.status);
      }
      const calls = orders.reduce((sum, _order, n) => sum + counting.callsFor(`RV-${n}`), 0);
      expect(calls).toBe(20);
      expect(statuses.slice(0, 20).every((status) => status === 'preparing')).toBe(true);
      expect(statuses.slice(20)).toEqual(['pending', 'pending']);
    });

    it('makes one partner call for many refreshes at once', async () => {
      const order = await relayedOrder('RF-3');
      const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(order.id)));
      for (const answer of answers) expect(answer.body.status).toBe('pending');
      expect(counting.callsFor('RF-3')).toBe(1);
    });
  });

  describe('POST /api/orders/rating', () => {
    const rate = (body: object, userId = ASHA) =>
      request(service.app).post('/api/orders/rating').set(asUser(userId)).send(body);

    it('stores the rating and trimmed remarks of a delivered order, and answers the order', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await delivered(order.id);
      const res = await rate({ orderId: order.id, rating: 4, remarks: '  Hot and on time  ' }).expect(200);
      expect(OrderSchema.strict().parse(res.body)).toMatchObject({
        id: order.id,
        rating: 4,
        ratingRemarks: 'Hot and on time',
      });
      const [stored] = await db.query<{ rating: number; rating_remarks: string; rated_at: Date | null }>(
        'SELECT rating, rating_remarks, rated_at FROM orders.orders WHERE id = $1',
        order.id,
      );
      expect(stored).toMatchObject({ rating: 4, rating_remarks: 'Hot and on time' });
      expect(stored!.rated_at).toBeInstanceOf(Date);
      const read = await request(service.app).get(`/api/orders/${order.id}`).set(asUser(ASHA)).expect(200);
      expect(read.body).toMatchObject({ rating: 4, ratingRemarks: 'Hot and on time' });
    });

    it('takes an order id written as digits, and blank remarks as none', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await delivered(order.id);
      const res = await rate({ orderId: String(order.id), rating: 5, remarks: '   ' }).expect(200);
      expect(res.body).toMatchObject({ rating: 5, ratingRemarks: null });
    });

    it('rates an order once: 409 for the second rating, which changes nothing', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await delivered(order.id);
      const answers = await Promise.all([
        rate({ orderId: order.id, rating: 5 }),
        rate({ orderId: order.id, rating: 1 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body).toEqual({ message: ORDER_MESSAGES.ratingAlreadySubmitted });
      const kept = answers.find((answer) => answer.status === 200)!.body.rating;
      expect((await rate({ orderId: order.id, rating: 3 }).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.ratingAlreadySubmitted,
      });
      const read = await request(service.app).get(`/api/orders/${order.id}`).set(asUser(ASHA)).expect(200);
      expect(read.body.rating).toBe(kept);
    });

    it('refuses an order that is not delivered yet: 409 with the reason', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      for (const status of ['pending', 'out_for_delivery', 'cancelled']) {
        await db.prisma.order.update({ where: { id: order.id }, data: { status } });
        expect((await rate({ orderId: order.id, rating: 4 }).expect(409)).body).toEqual({
          message: ORDER_MESSAGES.ratingNotDelivered,
        });
      }
    });

    it('answers 400 with the message for a bad request', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await delivered(order.id);
      for (const rating of [undefined, 0, 6, 3.5, '4'])
        expect((await rate({ orderId: order.id, rating }).expect(400)).body.message).toBe(
          ORDER_MESSAGES.ratingRequired,
        );
      expect(
        (await rate({ orderId: order.id, rating: 4, remarks: 'x'.repeat(501) }).expect(400)).body.message,
      ).toBe(`Remarks can be at most ${RATING_REMARKS_MAX_LENGTH} characters`);
      for (const orderId of [undefined, 'abc', -1])
        expect((await rate({ orderId, rating: 4 }).expect(400)).body.message).toEqual(
          expect.stringContaining('orderId'),
        );
      expect((await rate({ orderId: 99_999_999, rating: 4 }).expect(404)).body).toEqual({
        message: ORDER_MESSAGES.orderNotFound,
      });
    });
  });

  describe('POST /api/orders/{id}/cancel', () => {
    const cancel = (orderId: number | string, userId = ASHA) =>
      request(service.app).post(`/api/orders/${orderId}/cancel`).set(asUser(userId));

    it('cancels within 5 minutes: status, history, notification and both events in one go', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      clockOffsetMs = ORDER_CANCEL_WINDOW_MS - 1_000;

      const res = await cancel(order.id).expect(200);
      const cancelled = OrderSchema.strict().parse(res.body);
      expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', externalStatus: null });

      const stored = await row(order.id);
      expect(stored).toMatchObject({ status: 'cancelled', partner_cancel_status: null });
      expect(stored.cancelled_at).toBeInstanceOf(Date);
      // The tracking timeline shows when it was cancelled.
      expect(cancelled.externalTimestamps.cancelledTime).toBe(stored.cancelled_at!.toISOString());
      expect(
        await db.query(
          'SELECT status, source, applied FROM orders.order_status_history WHERE order_id = $1 ORDER BY id',
          order.id,
        ),
      ).toEqual([
        { status: 'pending', source: 'customer', applied: true },
        { status: 'cancelled', source: 'customer', applied: true },
      ]);
      const notifications = await request(service.app)
        .get('/api/notifications')
        .set(asUser(ASHA))
        .expect(200);
      expect(notifications.body.notifications[0]).toMatchObject({
        type: 'order_update',
        title: 'Order cancelled',
        message: 'Your order from Punjab Da Dhaba has been cancelled.',
        orderId: order.id,
        isRead: false,
      });
      const events = await outboxOf(order.id);
      expect(events.map((event) => event.type)).toEqual(['order.status_changed', 'order.cancelled']);
      expect(events[0]!.data).toMatchObject({
        orderId: order.id,
        userId: ASHA,
        previousStatus: 'pending',
        status: 'cancelled',
        source: 'customer',
      });
      expect(events[1]!.data).toEqual({
        orderId: order.id,
        userId: ASHA,
        reason: 'Cancelled by the resident',
        cancelledAt: stored.cancelled_at!.toISOString(),
      });
    });

    it('cancels an accepted order too', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await db.prisma.order.update({ where: { id: order.id }, data: { status: 'accepted' } });
      expect((await cancel(order.id).expect(200)).body.status).toBe('cancelled');
    });

    it('refuses after 5 minutes: 409 at 5 min + 1 s, and the order stays as it was', async () => {
      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      clockOffsetMs = ORDER_CANCEL_WINDOW_MS + 1_000;
      expect((await cancel(order.id).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.cancelWindowPassed,
      });
      expect((await row(order.id)).status).toBe('pending');
      expect(await outboxOf(order.id)).toEqual([]);
    });

    it('refuses once the kitchen has started, and a second cancellation', async () => {
      const preparing = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await db.prisma.order.update({ where: { id: preparing.id }, data: { status: 'preparing' } });
      expect((await cancel(preparing.id).expect(409)).body).toEqual({
        message: ORDER_MESSAGES.cancelAfterPreparing,
      });
      expect((await row(preparing.id)).status).toBe('preparing');

      const order = await insertOrder(db, { userId: ASHA, relayStatus: 'not_required' });
      await cancel(order.id).expect(200);
      expect((await cancel(order.id).expect(409)).body).toEqual({ message: ORDER_MESSAGES.alreadyCancelled });
      expect((await outboxOf(order.id)).filter((event) => event.type === 'order.cancelled')).toHaveLength(1);
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await cancel('abc').expect(400)).body).toEqual({ message: ORDER_MESSAGES.invalidOrderId });
    });

    it("tells the partner's order-update URL, which stops the partner's order", async () => {
      const orderId = await place(SIM_VENDOR);
      await relayed(orderId);
      const partnerOrder = simOrders.findByMerchantOrderId(String(orderId))!;
      expect(partnerOrder.status).toBe('pending');

      await cancel(orderId).expect(200);

      const done = await eventually(async () => {
        const current = await row(orderId);
        return current.partner_cancel_status === 'sent' ? current : undefined;
      });
      expect(done).toMatchObject({ partner_cancel_attempts: 1, partner_cancel_error: null });
      expect(simOrders.find(partnerOrder.id)!.status).toBe('cancelled');
      expect(simWebhooks.at(-1)).toMatchObject({
        event: 'order.cancelled',
        orderId: partnerOrder.id,
        status: 'cancelled',
      });
      expect((await row(orderId)).status).toBe('cancelled');
    });

    it('sends the partner a body its order-update schema accepts', async () => {
      const bodies: unknown[] = [];
      const recorder = express();
      recorder.use(express.json());
      recorder.post('/orders/:orderId/update', (req, res) => {
        bodies.push({
          orderId: req.params.orderId,
          authorization: req.headers.authorization,
          body: req.body,
        });
        res.json({
          orderId: req.params.orderId,
          merchantOrderId: req.body.merchantOrderId,
          status: 'cancelled',
          updatedAt: new Date().toISOString(),
          estimatedDeliveryTime: new Date().toISOString(),
          timestamps: {
            orderedTime: null,
            acceptedTime: null,
            readyTime: null,
            pickedUpTime: null,
            deliveredTime: null,
          },
        } satisfies PartnerOrderStatusResponse);
      });
      const partner = await listen(recorder);
      try {
        const vendorId = 13;
        contexts.set(
          vendorId,
          partnerVendor(vendorId, {
            orderCreate: null,
            orderStatus: null,
            orderUpdate: {
              url: `${partner.url}/orders/{orderId}/update`,
              authMethod: 'bearer',
              authKey: 'up-key',
            },
          }),
        );
        const order = await insertOrder(db, { userId: ASHA, vendorId });
        await markRelayed(db, order.id, 'RP-77');
        await cancel(order.id).expect(200);
        await eventually(async () =>
          (await row(order.id)).partner_cancel_status === 'sent' ? true : undefined,
        );
        expect(bodies).toEqual([
          {
            orderId: 'RP-77',
            authorization: 'Bearer up-key',
            body: {
              merchantOrderId: String(order.id),
              status: 'cancelled',
              reason: 'Cancelled by the resident',
            },
          },
        ]);
        expect(PartnerOrderUpdateRequestSchema.parse((bodies[0] as { body: unknown }).body)).toBeTruthy();
      } finally {
        await partner.close();
      }
    });

    it('records a failure when the category has no order-update URL', async () => {
      const orderId = await place(NO_UPDATE_URL_VENDOR);
      await relayed(orderId);
      await cancel(orderId).expect(200);
      const failed = await eventually(async () => {
        const current = await row(orderId);
        return current.partner_cancel_status === 'failed' ? current : undefined;
      });
      expect(failed.partner_cancel_error).toBe('No order-update URL is configured for Food & Restaurants');
      expect(failed.status).toBe('cancelled');
    });

    it('tells a partner that took the order while the cancellation was on its way, and keeps the cancelled status', async () => {
      const vendorId = 14;
      const created: string[] = [];
      const cancelled: string[] = [];
      const slow = express();
      slow.use(express.json());
      // The partner answers the order-create call only once the resident has cancelled the order.
      slow.post('/orders', async (req, res) => {
        created.push(req.body.merchantOrderId);
        await eventually(async () => (await row(Number(req.body.merchantOrderId))).status === 'cancelled');
        res.status(201).json({
          orderId: `SL-${req.body.merchantOrderId}`,
          merchantOrderId: req.body.merchantOrderId,
          status: 'accepted',
          estimatedDeliveryTime: '2030-01-01T10:30:00.000Z',
        });
      });
      slow.post('/orders/:orderId/cancel', (req, res) => {
        cancelled.push(req.params.orderId);
        res.json({
          orderId: req.params.orderId,
          merchantOrderId: req.body.merchantOrderId,
          status: 'cancelled',
          updatedAt: new Date().toISOString(),
          estimatedDeliveryTime: '2030-01-01T10:30:00.000Z',
          timestamps: {
            orderedTime: null,
            acceptedTime: null,
            readyTime: null,
            pickedUpTime: null,
            deliveredTime: null,
          },
        } satisfies PartnerOrderStatusResponse);
      });
      const partner = await listen(slow);
      try {
        const endpoint = (url: string) => ({ url, authMethod: 'none' as const, authKey: null });
        contexts.set(
          vendorId,
          partnerVendor(vendorId, {
            orderCreate: endpoint(`${partner.url}/orders`),
            orderStatus: null,
            orderUpdate: endpoint(`${partner.url}/orders/{orderId}/cancel`),
          }),
        );
        const orderId = await place(vendorId);
        await eventually(async () => created.includes(String(orderId)));

        const res = await cancel(orderId).expect(200);
        expect(res.body).toMatchObject({ status: 'cancelled', externalStatus: null });

        const done = await eventually(async () => {
          const current = await row(orderId);
          return current.partner_cancel_status === 'sent' ? current : undefined;
        });
        expect(done).toMatchObject({ status: 'cancelled', external_status: null, relay_status: 'relayed' });
        expect(cancelled).toEqual([`SL-${orderId}`]);
        const read = await request(service.app).get(`/api/orders/${orderId}`).set(asUser(ASHA)).expect(200);
        expect(read.body).toMatchObject({
          status: 'cancelled',
          externalStatus: null,
          externalOrderId: `SL-${orderId}`,
        });
      } finally {
        await partner.close();
      }
    });

    it('keeps an order cancelled before its relay from ever reaching the partner', async () => {
      // Stored as placed, without the order.created that would start its relay at once.
      const order = await insertOrder(db, { userId: ASHA, vendorId: SIM_VENDOR, relayStatus: 'pending' });
      await cancel(order.id).expect(200);
      // The partner cannot be told before the relay settles: the cancellation waits for it.
      const waiting = await eventually(async () => {
        const current = await row(order.id);
        return current.partner_cancel_error?.startsWith('Waiting for the relay') ? current : undefined;
      });
      expect(waiting).toMatchObject({ partner_cancel_status: 'pending', partner_cancel_attempts: 0 });

      service.relay.enqueue(order.id);
      await service.relay.idle();
      const settled = await eventually(async () => {
        const current = await row(order.id);
        return current.partner_cancel_status === 'not_required' ? current : undefined;
      });
      expect(settled.relay_status).toBe('failed');
      expect(simOrders.findByMerchantOrderId(String(order.id))).toBeUndefined();
    });
  });
});
