import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  PartnerCatalogResponseSchema,
  PartnerMenuResponseSchema,
  PartnerOrderCreateResponseSchema,
  PartnerOrderStatusResponseSchema,
  PartnerVendorDetailsResponseSchema,
  PartnerVendorListResponseSchema,
  PartnerWebhookPayloadSchema,
  partnerAuthHeaders,
  type PartnerAuthMethod,
  type PartnerOrderCreateRequest,
  type PartnerWebhookPayload,
} from '@marketplace/contracts';
import pino from 'pino';
import { createLogger, verifyWebhook, type Logger, type WebhookVerification } from '@marketplace/service-kit';
import { createApp } from '../src/http/create-app';
import { OrderProgression } from '../src/app/order-progression';
import { PartnerCatalog } from '../src/domain/catalog';
import type { PartnerCredentials } from '../src/domain/partner-auth';
import { MemoryPartnerOrderRepository } from '../src/adapters/memory-partner-order.repository';
import { SignedWebhookPublisher } from '../src/adapters/signed-webhook.publisher';
import { SPICE_ROUTE_CATALOG } from '../src/seed/spice-route-catalog';

const WEBHOOK_SECRET = 'whsec_c3BpY2Utcm91dGUtdGVzdC1zZWNyZXQ=';
const STEP_MS = 20;
const FULL_PATH = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
const BEARER: PartnerCredentials = { method: 'bearer', key: 'sr-test-token' };

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  payload: PartnerWebhookPayload;
  verification: WebhookVerification;
}

/** A stand-in for the marketplace's POST /api/webhook that checks every signature it is sent. */
class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** The status code to answer a verified delivery with. */
  answer: (payload: PartnerWebhookPayload, earlierAttempts: number) => number = () => 200;
  private server?: Server;

  /** Listens on `port` (any free one by default) and returns the webhook URL. */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks);
        const payload = PartnerWebhookPayloadSchema.parse(JSON.parse(rawBody.toString('utf8')));
        const verification = verifyWebhook({ headers: req.headers, rawBody, secret: WEBHOOK_SECRET });
        const earlierAttempts = this.received.filter(
          (r) => r.headers['webhook-id'] === req.headers['webhook-id'],
        );
        this.received.push({ headers: req.headers, payload, verification });
        res.statusCode = verification.ok ? this.answer(payload, earlierAttempts.length) : 401;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: res.statusCode < 300 ? 'ok' : 'refused' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhook`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  attemptsFor(orderId: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.payload.orderId === orderId);
  }
}

interface SimulatorOptions {
  webhookUrl: string;
  credentials?: PartnerCredentials;
  logger?: Logger;
  retryBaseMs?: number;
  stepMs?: number;
}

function simulator(options: SimulatorOptions) {
  const logger = options.logger ?? createLogger('partner-sim-test', 'silent');
  const clock = () => new Date();
  const orders = new MemoryPartnerOrderRepository();
  const webhooks = new SignedWebhookPublisher({
    url: options.webhookUrl,
    secret: WEBHOOK_SECRET,
    logger,
    maxAttempts: 5,
    retryBaseMs: options.retryBaseMs ?? 10,
    maxRetryDelayMs: (options.retryBaseMs ?? 10) * 4,
    timeoutMs: 2000,
    clock,
  });
  const progression = new OrderProgression({
    orders,
    webhooks,
    stepMs: options.stepMs ?? STEP_MS,
    clock,
    logger,
  });
  const credentials = options.credentials ?? BEARER;
  const app = createApp({
    catalog: new PartnerCatalog(SPICE_ROUTE_CATALOG),
    orders,
    progression,
    webhooks,
    credentials,
    clock,
    logger,
  });
  return {
    app,
    auth: partnerAuthHeaders(credentials.method, credentials.key),
    stop: async () => {
      progression.stop();
      await webhooks.stop();
    },
  };
}

function orderRequest(overrides: Partial<PartnerOrderCreateRequest> = {}): PartnerOrderCreateRequest {
  return {
    merchantOrderId: String(Math.floor(Math.random() * 1e9)),
    externalRestaurantId: 'SRV-103',
    items: [
      { externalMenuId: 'SR-301', name: 'Chicken Dum Biryani', quantity: 2, price: 299 },
      { name: 'Double Ka Meetha', quantity: 1, price: 119 },
    ],
    customer: { name: 'Asha Rao', phone: '9876543210' },
    deliveryAddress: 'Flat 101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru 560087',
    totalAmount: 812.5,
    paymentMethod: 'cod',
    ...overrides,
  };
}

async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('partner simulator', () => {
  let receiver: WebhookReceiver;
  let webhookUrl: string;
  let sim: ReturnType<typeof simulator>;

  beforeEach(async () => {
    receiver = new WebhookReceiver();
    webhookUrl = await receiver.start();
    sim = simulator({ webhookUrl });
  });

  afterEach(async () => {
    await sim.stop();
    await receiver.stop();
  });

  describe('catalog', () => {
    it('lists the raw categories with their vendor counts', async () => {
      const res = await request(sim.app).get('/catalog').expect(200);
      const catalog = PartnerCatalogResponseSchema.parse(res.body);
      expect(catalog.sourceSystem).toBe('spice-route');
      expect(catalog.categories.map((c) => [c.rawCategoryId, c.vendorCount])).toEqual([
        ['north-indian', 1],
        ['south-indian', 2],
        ['biryani', 1],
        ['cafe', 1],
      ]);
    });

    it('lists vendors, all or of one raw category', async () => {
      const all = PartnerVendorListResponseSchema.parse(
        (await request(sim.app).get('/vendors').expect(200)).body,
      );
      expect(all.vendors.length).toBeGreaterThanOrEqual(4);
      const southIndian = PartnerVendorListResponseSchema.parse(
        (await request(sim.app).get('/vendors?categoryId=south-indian').expect(200)).body,
      );
      expect(southIndian.vendors.map((v) => v.name)).toEqual([
        'Udupi Sri Krishna Bhavan',
        'Nandi Tiffin Room',
      ]);
      const unknown = await request(sim.app).get('/vendors?categoryId=pizza').expect(200);
      expect(unknown.body).toEqual({ vendors: [] });
    });

    it('answers vendor details under a data wrapper, and 404 for an unknown vendor', async () => {
      const res = await request(sim.app).get('/vendors/SRV-101').expect(200);
      expect(res.body.data).toMatchObject({ id: 'SRV-101', name: 'Punjab Da Dhaba', latitude: 12.9352 });
      expect(PartnerVendorDetailsResponseSchema.parse(res.body)).toEqual({
        deliveryTime: '30-35',
        isOpen: true,
      });
      const missing = await request(sim.app).get('/vendors/SRV-999').expect(404);
      expect(missing.body).toEqual({ message: 'Vendor SRV-999 not found' });
    });

    it('serves a vendor menu with external menu ids, and 404 for an unknown vendor', async () => {
      const res = await request(sim.app).get('/vendors/SRV-102/menu').expect(200);
      const menu = PartnerMenuResponseSchema.parse(res.body);
      expect(menu.items.length).toBeGreaterThanOrEqual(6);
      expect(menu.items[0]).toEqual({
        externalMenuId: 'SR-201',
        name: 'Masala Dosa',
        description: 'Crisp rice crepe with potato palya, chutney and sambar',
        price: 90,
        category: 'main_course',
        isAvailable: true,
      });
      await request(sim.app).get('/vendors/nope/menu').expect(404);
    });

    it('needs no partner credential for catalog reads but answers unknown paths with 404 JSON', async () => {
      const res = await request(sim.app).get('/no-such-thing').expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
      await request(sim.app).get('/healthz').expect(200, { status: 'ok', service: 'partner-sim' });
    });
  });

  describe('an order', () => {
    it('is accepted as pending and walks to delivered, each step pushed as a verified, signed webhook', async () => {
      const placed = await request(sim.app).post('/orders').set(sim.auth).send(orderRequest()).expect(201);
      const created = PartnerOrderCreateResponseSchema.parse(placed.body);
      expect(created).toMatchObject({ status: 'pending', orderId: expect.stringMatching(/^SR-\d+$/) });
      expect(Date.parse(created.estimatedDeliveryTime)).toBeGreaterThan(Date.now() + 30 * 60_000);

      await eventually(() => expect(receiver.attemptsFor(created.orderId)).toHaveLength(5));
      const deliveries = receiver.attemptsFor(created.orderId);
      expect(deliveries.map((d) => d.payload.status)).toEqual(FULL_PATH);
      expect(deliveries.every((d) => d.verification.ok)).toBe(true);
      expect(deliveries.every((d) => d.payload.event === 'order.status_changed')).toBe(true);
      expect(new Set(deliveries.map((d) => d.headers['webhook-id'])).size).toBe(5);

      const status = await request(sim.app)
        .get(`/orders/${created.orderId}/status`)
        .set(sim.auth)
        .expect(200);
      const body = PartnerOrderStatusResponseSchema.parse(status.body);
      expect(body.status).toBe('delivered');
      expect(Object.values(body.timestamps).every((time) => time !== null)).toBe(true);
      expect(body.timestamps.deliveredTime).toBe(deliveries[4]!.payload.timestamp);
    });

    it('reports its current status with the timestamps reached so far, also by the merchant order id', async () => {
      const slow = simulator({ webhookUrl, stepMs: 60_000 });
      try {
        const order = orderRequest();
        const placed = await request(slow.app).post('/orders').set(slow.auth).send(order).expect(201);
        const res = await request(slow.app)
          .get(`/orders/${order.merchantOrderId}/status`)
          .set(slow.auth)
          .expect(200);
        expect(res.body).toEqual({
          orderId: placed.body.orderId,
          merchantOrderId: order.merchantOrderId,
          status: 'pending',
          updatedAt: expect.any(String),
          estimatedDeliveryTime: placed.body.estimatedDeliveryTime,
          timestamps: {
            orderedTime: res.body.updatedAt,
            acceptedTime: null,
            readyTime: null,
            pickedUpTime: null,
            deliveredTime: null,
          },
        });
        await request(slow.app).get('/orders/SR-1/status').set(slow.auth).expect(404);
      } finally {
        await slow.stop();
      }
    });

    it('is created once when the merchant retries with the same merchantOrderId', async () => {
      const order = orderRequest();
      const first = await request(sim.app).post('/orders').set(sim.auth).send(order).expect(201);
      const retry = await request(sim.app).post('/orders').set(sim.auth).send(order).expect(200);
      expect(retry.body.orderId).toBe(first.body.orderId);

      const reused = {
        ...order,
        items: [{ externalMenuId: 'SR-303', name: 'Veg Dum Biryani', quantity: 1, price: 229 }],
      };
      const conflict = await request(sim.app).post('/orders').set(sim.auth).send(reused).expect(409);
      expect(conflict.body.message).toMatch(/already used for a different order/);

      await eventually(() => expect(receiver.attemptsFor(first.body.orderId)).toHaveLength(5));
      expect(receiver.received).toHaveLength(5);
    });

    it('can be cancelled while under way: order.cancelled is pushed and nothing follows', async () => {
      const stepMs = 100;
      const paced = simulator({ webhookUrl, stepMs });
      try {
        const placed = await request(paced.app)
          .post('/orders')
          .set(paced.auth)
          .send(orderRequest())
          .expect(201);
        const orderId: string = placed.body.orderId;
        const cancelled = await request(paced.app)
          .post(`/orders/${orderId}/cancel`)
          .set(paced.auth)
          .expect(200);
        expect(cancelled.body.status).toBe('cancelled');

        await eventually(() =>
          expect(receiver.attemptsFor(orderId).at(-1)?.payload).toMatchObject({
            event: 'order.cancelled',
            status: 'cancelled',
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, stepMs * 6));
        expect(receiver.attemptsFor(orderId).at(-1)?.payload.status).toBe('cancelled');
        const count = receiver.attemptsFor(orderId).length;

        await request(paced.app).post(`/orders/${orderId}/cancel`).set(paced.auth).expect(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(receiver.attemptsFor(orderId)).toHaveLength(count);
      } finally {
        await paced.stop();
      }
    });

    it('cannot be cancelled once delivered', async () => {
      const placed = await request(sim.app).post('/orders').set(sim.auth).send(orderRequest()).expect(201);
      await eventually(() => expect(receiver.attemptsFor(placed.body.orderId)).toHaveLength(5));
      const res = await request(sim.app)
        .post(`/orders/${placed.body.orderId}/cancel`)
        .set(sim.auth)
        .expect(409);
      expect(res.body.message).toMatch(/already delivered/);
    });
  });

  describe('order validation', () => {
    const post = (body: unknown) =>
      request(sim.app)
        .post('/orders')
        .set(sim.auth)
        .send(body as object);

    it('answers 400 with a message for a malformed order', async () => {
      const missingItems = await post({ ...orderRequest(), items: [] }).expect(400);
      expect(missingItems.body.message).toBe('An order needs at least one item');
      const card = await post({ ...orderRequest(), paymentMethod: 'card' }).expect(400);
      expect(card.body.message).toBe('Only cash on delivery (cod) is accepted');
      const noMerchantId = await post({ ...orderRequest(), merchantOrderId: undefined }).expect(400);
      expect(noMerchantId.body.message).toMatch(/merchantOrderId/);
      const notJson = await request(sim.app)
        .post('/orders')
        .set(sim.auth)
        .set('content-type', 'application/json')
        .send('{"merchantOrderId":')
        .expect(400);
      expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
      await request(sim.app).post('/orders').set(sim.auth).expect(400);
    });

    it('answers 404 for an unknown restaurant', async () => {
      const res = await post(orderRequest({ externalRestaurantId: 'SRV-999' })).expect(404);
      expect(res.body).toEqual({ message: 'Restaurant SRV-999 not found' });
    });

    it('answers 409 for a closed restaurant and for an unavailable item, with the spec messages', async () => {
      const closed = await post(
        orderRequest({
          externalRestaurantId: 'SRV-105',
          items: [{ externalMenuId: 'SR-501', name: 'Thatte Idli', quantity: 1, price: 65 }],
        }),
      ).expect(409);
      expect(closed.body.message).toBe(
        'Sorry, this restaurant is currently closed and not accepting orders.',
      );
      const unavailable = await post(
        orderRequest({ items: [{ externalMenuId: 'SR-306', name: 'Egg Biryani', quantity: 1, price: 239 }] }),
      ).expect(409);
      expect(unavailable.body.message).toBe('Sorry, "Egg Biryani" is currently unavailable.');
    });

    it('answers 422 for an item that is not on the menu', async () => {
      const res = await post(
        orderRequest({ items: [{ name: 'Pizza Margherita', quantity: 1, price: 300 }] }),
      ).expect(422);
      expect(res.body.message).toBe('"Pizza Margherita" is not on the menu of Hyderabadi Biryani Darbar');
      expect(receiver.received).toHaveLength(0);
    });
  });

  describe('webhook delivery', () => {
    it('retries a delivery the receiver answered with 503, keeping the webhook id and the order of statuses', async () => {
      receiver.answer = (payload, attemptsSoFar) =>
        payload.status === 'accepted' && attemptsSoFar < 2 ? 503 : 200;
      const placed = await request(sim.app).post('/orders').set(sim.auth).send(orderRequest()).expect(201);
      const orderId: string = placed.body.orderId;

      await eventually(() => expect(receiver.attemptsFor(orderId).at(-1)?.payload.status).toBe('delivered'));
      const attempts = receiver.attemptsFor(orderId);
      expect(attempts.map((a) => a.payload.status)).toEqual([
        'accepted',
        'accepted',
        'accepted',
        ...FULL_PATH.slice(1),
      ]);
      const acceptedIds = new Set(attempts.slice(0, 3).map((a) => a.headers['webhook-id']));
      expect(acceptedIds.size).toBe(1);
      expect(attempts.every((a) => a.verification.ok)).toBe(true);
    });

    it('retries after a network failure until the receiver is back, losing nothing', async () => {
      const logs: { msg: string }[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line)) });
      const port = Number(new URL(webhookUrl).port);
      await receiver.stop();
      // Slower retries leave time to bring the receiver back between two attempts.
      const offline = simulator({ webhookUrl, logger, retryBaseMs: 100 });
      try {
        const placed = await request(offline.app)
          .post('/orders')
          .set(offline.auth)
          .send(orderRequest())
          .expect(201);
        await eventually(() =>
          expect(logs.map((log) => log.msg)).toContain('webhook delivery failed; will retry'),
        );
        await receiver.start(port);
        await eventually(() =>
          expect(receiver.attemptsFor(placed.body.orderId).map((a) => a.payload.status)).toEqual(FULL_PATH),
        );
      } finally {
        await offline.stop();
      }
    });

    it('does not retry a delivery the receiver refused with a 4xx', async () => {
      receiver.answer = () => 422;
      const placed = await request(sim.app).post('/orders').set(sim.auth).send(orderRequest()).expect(201);
      await eventually(() => expect(receiver.attemptsFor(placed.body.orderId)).toHaveLength(5));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.attemptsFor(placed.body.orderId).map((a) => a.payload.status)).toEqual(FULL_PATH);
    });

    it('gives up after the attempt bound without holding up another order', async () => {
      const first = orderRequest();
      receiver.answer = () => 503;
      const failing = await request(sim.app).post('/orders').set(sim.auth).send(first).expect(201);
      receiver.answer = (payload) => (payload.orderId === failing.body.orderId ? 503 : 200);
      const healthy = await request(sim.app).post('/orders').set(sim.auth).send(orderRequest()).expect(201);

      await eventually(() =>
        expect(receiver.attemptsFor(healthy.body.orderId).map((a) => a.payload.status)).toEqual(FULL_PATH),
      );
      await eventually(() => expect(receiver.attemptsFor(failing.body.orderId)).toHaveLength(25));
      await new Promise((resolve) => setTimeout(resolve, 150));
      // 5 statuses x 5 attempts, in status order, and not one more.
      const attempts = receiver.attemptsFor(failing.body.orderId).map((a) => a.payload.status);
      expect(attempts).toHaveLength(25);
      expect(attempts).toEqual(FULL_PATH.flatMap((status) => Array(5).fill(status)));
    });
  });

  describe('partner authentication', () => {
    const methods: { method: PartnerAuthMethod; key: string }[] = [
      { method: 'bearer', key: 'sr-bearer-token' },
      { method: 'api_key', key: 'sr-api-key' },
      { method: 'basic', key: 'marketplace:s3cret' },
    ];

    it.each(methods)(
      '$method: accepts the right credential and refuses a wrong or missing one',
      async (credentials) => {
        const withAuth = simulator({ webhookUrl, credentials });
        try {
          const right = partnerAuthHeaders(credentials.method, credentials.key);
          const wrong = partnerAuthHeaders(credentials.method, `${credentials.key}-wrong`);
          const placed = await request(withAuth.app)
            .post('/orders')
            .set(right)
            .send(orderRequest())
            .expect(201);

          const refused = await request(withAuth.app)
            .post('/orders')
            .set(wrong)
            .send(orderRequest())
            .expect(401);
          expect(refused.body).toEqual({ message: 'Missing or invalid partner credentials' });
          await request(withAuth.app).post('/orders').send(orderRequest()).expect(401);

          await request(withAuth.app).get(`/orders/${placed.body.orderId}/status`).set(right).expect(200);
          await request(withAuth.app).get(`/orders/${placed.body.orderId}/status`).set(wrong).expect(401);
          await request(withAuth.app).post(`/orders/${placed.body.orderId}/cancel`).set(wrong).expect(401);
        } finally {
          await withAuth.stop();
        }
      },
    );

    it('none: accepts an order without any credential', async () => {
      const open = simulator({ webhookUrl, credentials: { method: 'none', key: '' } });
      try {
        await request(open.app).post('/orders').send(orderRequest()).expect(201);
      } finally {
        await open.stop();
      }
    });

    it('checks credentials before the body, so a stranger learns nothing about validation', async () => {
      await request(sim.app).post('/orders').send({}).expect(401);
    });
  });
});
