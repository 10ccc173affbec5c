import express, { type Request } from 'express';
import request from 'supertest';
import { appendToOutbox } from '@marketplace/events';
import {
  computeBill,
  paiseToRupees,
  PartnerOrderCreateRequestSchema,
  type OrderContext,
  type OrderStatus,
  type PartnerOrderCreateResponse,
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
  partnerVendor,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
  webhookReceivedData,
} from './order-test-kit';

const SIM_KEY = 'spice-route-test-key';
const ASHA = 21;
const SIM_VENDOR = 1;
const WRONG_KEY_VENDOR = 2;
const FLAKY_VENDOR = 3;
const DOWN_VENDOR = 4;
const EAGER_VENDOR = 5;
const METADATA_URL_VENDOR = 6;
const NUMERIC_EAGER_VENDOR = 7;

interface RelayRow {
  relay_status: string;
  relay_attempts: number;
  relay_error: string | null;
  external_order_id: string | null;
  external_status: string | null;
  partner_order_status_url: string | null;
  status: string;
}

/**
 * A partner that answers the n-th order-create call for one order with the n-th scripted status
 * (the last one repeating), recording every call.
 */
function scriptedPartner(script: number[]) {
  const calls: Request[] = [];
  const callsFor = (orderId: number) => calls.filter((call) => call.body.merchantOrderId === String(orderId));
  const app = express();
  app.use(express.json());
  app.post('/orders', (req, res) => {
    calls.push(req);
    const attempt = callsFor(Number(req.body.merchantOrderId)).length;
    const status = script[Math.min(attempt, script.length) - 1]!;
    if (status >= 400) return res.status(status).json({ message: `scripted ${status}` });
    res.status(status).json({
      orderId: `FP-${req.body.merchantOrderId}`,
      merchantOrderId: req.body.merchantOrderId,
      status: 'pending',
      estimatedDeliveryTime: '2030-01-01T10:30:00.000Z',
    } satisfies PartnerOrderCreateResponse);
  });
  return { app, calls, callsFor };
}

/**
 * A partner whose kitchen moves faster than its answer: it pushes `status` for its new order,
 * and answers our order-create call only once that update has reached us.
 */
function eagerPartner(
  db: () => OrderDatabase,
  partnerOrderIdFor: (merchantOrderId: string) => string,
  status: OrderStatus = 'accepted',
) {
  const app = express();
  app.use(express.json());
  app.post('/orders', async (req, res) => {
    const partnerOrderId = partnerOrderIdFor(req.body.merchantOrderId);
    await db().prisma.$transaction((tx) =>
      appendToOutbox(tx, 'webhooks', {
        type: 'webhook.received',
        source: 'webhook',
        subject: partnerOrderId,
        data: webhookReceivedData(partnerOrderId, status),
      }),
    );
    await eventually(
      async () =>
        (
          await db().query<{ n: number }>(
            'SELECT count(*)::int AS n FROM orders.early_partner_updates WHERE reference = $1',
            partnerOrderId,
          )
        )[0]!.n === 1,
    );
    res.status(201).json({
      orderId: partnerOrderId,
      merchantOrderId: req.body.merchantOrderId,
      status: 'pending',
      estimatedDeliveryTime: '2030-01-01T10:30:00.000Z',
    } satisfies PartnerOrderCreateResponse);
  });
  return app;
}

describe('relaying orders for partner vendors', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let sim: RunningServer;
  let flaky: RunningServer;
  let down: RunningServer;
  let eager: RunningServer;
  let numericEager: RunningServer;
  /** The partner order id the numeric partner gives: another resident's order's own id. */
  let numericPartnerOrderId = '';
  let service: TestOrderService;
  const simOrders = new MemoryPartnerOrderRepository();
  const simWebhooks: PartnerWebhookPayload[] = [];
  const progression = new OrderProgression({
    orders: simOrders,
    webhooks: { publish: (payload) => simWebhooks.push(payload) },
    // The kitchen never moves during these tests: they are about the relay only.
    stepMs: 3_600_000,
    clock: () => new Date(),
    logger,
  });
  const flakyPartner = scriptedPartner([503, 502, 201]);
  const downPartner = scriptedPartner([503]);
  const contexts = new Map<number, OrderContext>();

  const cartFor = (vendorId: number) => {
    const bill = computeBill(
      [
        { pricePaise: 24_900, quantity: 2 },
        { pricePaise: 5_900, quantity: 3 },
      ],
      partnerVendor(vendorId, contexts.get(vendorId)!.partner).billing,
    );
    return {
      restaurantId: vendorId,
      restaurantName: 'Punjab Da Dhaba',
      items: [
        { externalMenuId: 'SR-101', name: 'Paneer Tikka', quantity: 2, price: 249 },
        { externalMenuId: 'SR-106', name: 'Butter Naan', quantity: 3, price: 59 },
      ],
      totalAmount: paiseToRupees(bill.total),
      deliveryAddress: 'Flat 4B, Prestige Lakeside, Whitefield',
      phoneNumber: '9876543210',
      paymentMethod: 'cod',
      specialInstructions: 'Less spicy',
    };
  };
  const placeFor = async (vendorId: number): Promise<number> =>
    (await request(service.app).post('/api/orders').set(asUser(ASHA)).send(cartFor(vendorId)).expect(201))
      .body.id;
  const relayRow = async (orderId: number) =>
    (
      await db.query<RelayRow>(
        `SELECT relay_status, relay_attempts, relay_error, external_order_id, external_status, partner_order_status_url, status
         FROM orders.orders WHERE id = $1`,
        orderId,
      )
    )[0]!;
  const settled = (orderId: number) =>
    eventually(async () => {
      const row = await relayRow(orderId);
      return row.relay_status === 'relayed' || row.relay_status === 'failed' ? row : undefined;
    });

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
    flaky = await listen(flakyPartner.app);
    down = await listen(downPartner.app);
    eager = await listen(
      eagerPartner(
        () => db,
        (merchantOrderId) => `EP-${merchantOrderId}`,
      ),
    );
    numericEager = await listen(
      eagerPartner(
        () => db,
        () => numericPartnerOrderId,
        'cancelled',
      ),
    );
    const endpoints = (
      baseUrl: string,
      authMethod: 'bearer' | 'api_key',
      authKey: string,
    ): OrderContext['partner'] => ({
      orderCreate: { url: `${baseUrl}/orders`, authMethod, authKey },
      orderStatus: { url: `${baseUrl}/orders/{orderId}/status`, authMethod, authKey },
      orderUpdate: null,
    });
    contexts.set(SIM_VENDOR, partnerVendor(SIM_VENDOR, endpoints(sim.url, 'bearer', SIM_KEY)));
    contexts.set(
      WRONG_KEY_VENDOR,
      partnerVendor(WRONG_KEY_VENDOR, endpoints(sim.url, 'bearer', 'not-the-key')),
    );
    contexts.set(FLAKY_VENDOR, partnerVendor(FLAKY_VENDOR, endpoints(flaky.url, 'api_key', 'flaky-key')));
    contexts.set(DOWN_VENDOR, partnerVendor(DOWN_VENDOR, endpoints(down.url, 'api_key', 'down-key')));
    contexts.set(EAGER_VENDOR, partnerVendor(EAGER_VENDOR, endpoints(eager.url, 'api_key', 'eager-key')));
    contexts.set(
      NUMERIC_EAGER_VENDOR,
      partnerVendor(NUMERIC_EAGER_VENDOR, endpoints(numericEager.url, 'api_key', 'numeric-key')),
    );
    contexts.set(
      METADATA_URL_VENDOR,
      partnerVendor(METADATA_URL_VENDOR, endpoints('http://169.254.169.254', 'bearer', 'k')),
    );
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(fakeAuth(new Map([[ASHA, resident(ASHA)]])));
    service = startOrderService(db, { catalogUrl: catalog.url, authUrl: auth.url });
    await service.bus.start();
    service.start();
  });

  afterAll(async () => {
    await service.shutdown();
    progression.stop();
    await Promise.all([
      catalog.close(),
      auth.close(),
      sim.close(),
      flaky.close(),
      down.close(),
      eager.close(),
      numericEager.close(),
    ]);
    await db.close();
  });

  it("sends the order to the partner simulator with the configured auth and stores the partner's order id", async () => {
    const orderId = await placeFor(SIM_VENDOR);
    expect((await relayRow(orderId)).relay_status).toBe('pending');

    const row = await settled(orderId);
    const partnerOrder = simOrders.findByMerchantOrderId(String(orderId));
    expect(partnerOrder).toBeDefined();
    expect(row).toEqual({
      relay_status: 'relayed',
      relay_attempts: 1,
      relay_error: null,
      external_order_id: partnerOrder!.id,
      external_status: 'pending',
      partner_order_status_url: `${sim.url}/orders/${partnerOrder!.id}/status`,
      status: 'pending',
    });
    expect(partnerOrder).toMatchObject({
      merchantOrderId: String(orderId),
      restaurantId: 'SRV-101',
      items: [
        { externalMenuId: 'SR-101', name: 'Paneer Tikka', quantity: 2, price: 249 },
        { externalMenuId: 'SR-106', name: 'Butter Naan', quantity: 3, price: 59 },
      ],
      customerName: 'Asha Rao',
      customerPhone: '9876543210',
      deliveryAddress: 'Flat 4B, Prestige Lakeside, Whitefield',
      totalAmount: cartFor(SIM_VENDOR).totalAmount,
      specialInstructions: 'Less spicy',
    });

    const { body } = await request(service.app).get(`/api/orders/${orderId}`).set(asUser(ASHA)).expect(200);
    expect(body.externalOrderId).toBe(partnerOrder!.id);
    expect(body.externalRestaurantId).toBe('SRV-101');
  });

  it("applies a status the partner pushed before its answer came, once the partner's order id is stored", async () => {
    const orderId = await placeFor(EAGER_VENDOR);

    const row = await settled(orderId);

    expect(row).toMatchObject({ relay_status: 'relayed', external_order_id: `EP-${orderId}` });
    const applied = await eventually(async () => {
      const current = await relayRow(orderId);
      return current.status === 'accepted' ? current : undefined;
    });
    expect(applied.external_status).toBe('accepted');
    const history = await db.query<{ status: string; source: string; applied: boolean }>(
      'SELECT status, source, applied FROM orders.order_status_history WHERE order_id = $1 ORDER BY id',
      orderId,
    );
    expect(history).toEqual([
      { status: 'pending', source: 'customer', applied: true },
      { status: 'accepted', source: 'webhook', applied: true },
    ]);
    expect(
      await db.query('SELECT 1 FROM orders.early_partner_updates WHERE reference = $1', `EP-${orderId}`),
    ).toEqual([]);
  });

  it("never lets a partner's early update, whose digits are another order's own id, touch that order", async () => {
    const victim = await insertOrder(db, { userId: 99, relayStatus: 'not_required' });
    numericPartnerOrderId = String(victim.id);
    const orderId = await placeFor(NUMERIC_EAGER_VENDOR);

    expect(await settled(orderId)).toMatchObject({
      relay_status: 'relayed',
      external_order_id: String(victim.id),
    });
    await eventually(async () => (await relayRow(orderId)).status === 'cancelled');
    expect((await relayRow(victim.id)).status).toBe('pending');
    expect(
      await db.query('SELECT status FROM orders.order_status_history WHERE order_id = $1', victim.id),
    ).toEqual([{ status: 'pending' }]);
  });

  it('retries a failing partner with backoff until it accepts, sending its api key every time', async () => {
    const orderId = await placeFor(FLAKY_VENDOR);
    expect(await settled(orderId)).toMatchObject({
      relay_status: 'relayed',
      relay_attempts: 3,
      relay_error: null,
      external_order_id: `FP-${orderId}`,
      partner_order_status_url: `${flaky.url}/orders/FP-${orderId}/status`,
    });
    const calls = flakyPartner.callsFor(orderId);
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.headers['x-api-key']).toBe('flaky-key');
      expect(PartnerOrderCreateRequestSchema.safeParse(call.body).success).toBe(true);
    }
  });

  it('relays each order once, however often it is asked to', async () => {
    const orderId = await placeFor(FLAKY_VENDOR);
    await settled(orderId);
    service.relay.enqueue(orderId);
    service.relay.enqueue(orderId);
    await service.relay.idle();
    expect(flakyPartner.callsFor(orderId)).toHaveLength(3);
  });

  it('gives up after the last attempt, records the error and keeps the order', async () => {
    const orderId = await placeFor(DOWN_VENDOR);
    const row = await settled(orderId);
    expect(row).toMatchObject({
      relay_status: 'failed',
      relay_attempts: 3,
      external_order_id: null,
      status: 'pending',
    });
    expect(row.relay_error).toContain('answered 503: scripted 503');
    expect(downPartner.callsFor(orderId)).toHaveLength(3);
    await request(service.app).get(`/api/orders/${orderId}`).set(asUser(ASHA)).expect(200);
  });

  it('does not retry an order the partner refuses outright (wrong credential)', async () => {
    const orderId = await placeFor(WRONG_KEY_VENDOR);
    const row = await settled(orderId);
    expect(row).toMatchObject({ relay_status: 'failed', relay_attempts: 1 });
    expect(row.relay_error).toContain('answered 401');
  });

  it('refuses a partner URL at the cloud metadata address, once: it stays refused until corrected', async () => {
    const orderId = await placeFor(METADATA_URL_VENDOR);
    const row = await settled(orderId);
    expect(row).toMatchObject({ relay_status: 'failed', relay_attempts: 1, external_order_id: null });
    expect(row.relay_error).toBe(
      'POST http://169.254.169.254/orders failed: partner URL resolves to a link-local address ' +
        '(169.254.169.254), which is not allowed; add the host to PARTNER_HOST_ALLOWLIST to allow it',
    );
  });

  it('resumes pending relays after a restart through its sweep', async () => {
    const orderId = await placeFor(SIM_VENDOR);
    await settled(orderId);
    // An order left pending by a process that stopped before relaying it.
    await db.prisma.order.update({
      where: { id: orderId },
      data: { relayStatus: 'pending', relayAttempts: 0, externalOrderId: null, relayNextAttemptAt: null },
    });
    const restarted = startOrderService(
      db,
      { catalogUrl: catalog.url, authUrl: auth.url },
      { relaySweepMs: 50 },
    );
    restarted.start();
    try {
      const row = await settled(orderId);
      // The partner knows the order by our id already, and answers with the same partner id.
      expect(row.relay_status).toBe('relayed');
      expect(row.external_order_id).toBe(simOrders.findByMerchantOrderId(String(orderId))!.id);
    } finally {
      await restarted.shutdown();
    }
  });
});
