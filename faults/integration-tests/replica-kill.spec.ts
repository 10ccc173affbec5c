import { writeFileSync } from 'node:fs';
import { Client } from 'pg';
import {
  computeBill,
  CSRF_HEADER,
  rupeesToPaise,
  TOPICS,
  type BillingConfig,
  type Category,
  type MenuItem,
  type Vendor,
} from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import { connectSse, readEventKeys } from '@marketplace/testing';
import { startClusterStack, type ClusterStack } from './support/cluster-stack';

/**
 * kill -9 of one replica of the order service and one of the webhook service while residents
 * place and read orders and the partner simulator pushes its webhooks: every order answered 201
 * is stored and its order.created is on Kafka, every webhook the service took is applied, and not
 * one read fails, because the gateway sends a read the dead replica dropped to the other one.
 */
const LOAD_MS = Number(process.env.FAULT_LOAD_MS ?? 9_000);
const KILL_AFTER_MS = 3_000;
const PLACING_CLIENTS = 3;
const READING_CLIENTS = 3;
const SERVICES_BASE_PORT = 4721;

jest.setTimeout(240_000);

interface Session {
  cookie: string;
}

async function call(stack: ClusterStack, session: Session, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'content-type': 'application/json',
      [CSRF_HEADER.name]: CSRF_HEADER.value,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    setCookie: response.headers.getSetCookie(),
  };
}

async function signIn(stack: ClusterStack): Promise<Session> {
  const answer = await call(stack, { cookie: '' }, 'POST', '/api/auth/login', {
    emailOrPhone: 'demo@marketplace.local',
    password: 'demo1234',
  });
  expect(answer.status).toBe(200);
  return { cookie: answer.setCookie.map((cookie) => cookie.split(';')[0]).join('; ') };
}

/** The body of an order of one available item from each open partner vendor of Food & Restaurants. */
async function partnerOrderBodies(stack: ClusterStack, session: Session): Promise<unknown[]> {
  const get = async <T>(path: string) => (await call(stack, session, 'GET', path)).body as T;
  const food = (await get<Category[]>('/api/categories')).find(
    (category) => category.name === 'Food & Restaurants',
  )!;
  const billing = await get<BillingConfig>(`/api/categories/${food.id}/billing`);
  const bodies = [];
  for (const vendor of await get<Vendor[]>(`/api/vendors/category/${food.id}`)) {
    if (!vendor.isOpen || !vendor.isExternalSource) continue;
    const item = (await get<MenuItem[]>(`/api/vendors/${vendor.id}/menu`)).find(
      (candidate) => candidate.isAvailable,
    );
    if (!item) continue;
    const bill = computeBill([{ pricePaise: rupeesToPaise(item.price), quantity: 1 }], billing);
    bodies.push({
      restaurantId: vendor.id,
      restaurantName: vendor.name,
      items: [
        {
          itemId: item.id,
          externalMenuId: item.externalMenuId,
          name: item.name,
          quantity: 1,
          price: item.price,
        },
      ],
      totalAmount: bill.total / 100,
      deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru',
      phoneNumber: '9876543210',
      paymentMethod: 'cod',
      specialInstructions: '',
    });
  }
  expect(bodies.length).toBeGreaterThan(0);
  return bodies;
}

async function eventually<T>(
  what: string,
  withinMs: number,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${withinMs / 1000} s; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a replica killed under load', () => {
  let stack: ClusterStack;
  let database: Client;

  beforeAll(async () => {
    stack = await startClusterStack({ port: 8481, servicesBasePort: SERVICES_BASE_PORT, partnerStepMs: 400 });
    database = new Client({ connectionString: stack.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
    if (process.env.FAULT_OUTPUT) writeFileSync(process.env.FAULT_OUTPUT, stack?.output.join('\n') ?? '');
  });

  it('brings a status change to a resident’s stream on either order replica, whichever applied it', async () => {
    const session = await signIn(stack);
    const [body] = await partnerOrderBodies(stack, session);
    const placed = await call(stack, session, 'POST', '/api/orders', body);
    expect(placed.status).toBe(201);
    const orderId = (placed.body as { id: number }).id;
    const { rows } = await database.query<{ user_id: number }>(
      'SELECT user_id FROM orders.orders WHERE id = $1',
      [orderId],
    );
    // One stream straight on each replica, as the gateway would open it for the resident.
    const path = `/api/orders/${orderId}/events`;
    const identity = { user: { id: rows[0]!.user_id, sessionId: 'fault-test' } };
    const streams = await Promise.all(
      [0, 10].map((offset) =>
        connectSse(
          `http://127.0.0.1:${SERVICES_BASE_PORT + 2 + offset}${path}`,
          signIdentity(identity, stack.signingSecret, { method: 'GET', path }) as unknown as Record<
            string,
            string
          >,
        ),
      ),
    );
    try {
      for (const stream of streams) {
        expect(stream.status).toBe(200);
        await stream.next((event) => event.data.includes('"delivered"'), 60_000);
        // Changes as they happened, not only the state found on opening the stream.
        const statuses = stream.events.map((event) => (JSON.parse(event.data) as { status?: string }).status);
        expect(new Set(statuses).size).toBeGreaterThan(2);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('loses no accepted order or webhook, and fails no read', async () => {
    const session = await signIn(stack);
    const bodies = await partnerOrderBodies(stack, session);
    const placed: number[] = [];
    const refusedWrites: unknown[] = [];
    const failedReads: unknown[] = [];
    const until = Date.now() + LOAD_MS;

    const placing = Array.from({ length: PLACING_CLIENTS }, async (_, client) => {
      for (let n = client; Date.now() < until; n += PLACING_CLIENTS) {
        const answer = await call(stack, session, 'POST', '/api/orders', bodies[n % bodies.length]).catch(
          (error: Error) => ({ status: 0, body: error.message }),
        );
        if (answer.status === 201) placed.push((answer.body as { id: number }).id);
        else refusedWrites.push(answer);
      }
    });
    const reading = Array.from({ length: READING_CLIENTS }, async () => {
      while (Date.now() < until) {
        const path = placed.length > 0 ? `/api/orders/${placed[placed.length - 1]}` : '/api/categories';
        const answer = await call(stack, session, 'GET', path).catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        if (answer.status !== 200) failedReads.push({ path, ...answer });
      }
    });
    const killing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
      for (const name of ['order#2', 'webhook#2']) process.kill(stack.pids.get(name)!, 'SIGKILL');
    })();
    await Promise.all([...placing, ...reading, killing]);

    // The gateway sent every read the dead replicas dropped to their twins.
    expect(failedReads).toEqual([]);
    // A write in flight on a killed replica may be answered 502, never anything else.
    for (const refused of refusedWrites) expect(refused).toMatchObject({ status: 502 });
    expect(placed.length).toBeGreaterThan(10);

    // Every order answered 201 is stored, and its order.created is on Kafka.
    const stored = await database.query<{ id: number }>('SELECT id FROM orders.orders WHERE id = ANY($1)', [
      placed,
    ]);
    expect(stored.rows.map(({ id }) => id).sort((a, b) => a - b)).toEqual([...placed].sort((a, b) => a - b));
    const expected = placed.map(String);
    const published = await readEventKeys({
      brokers: stack.kafka.bootstrapServers,
      topic: TOPICS.orders,
      keyOf: (event) => (event.type === 'order.created' ? String(event.data.orderId) : undefined),
      expected,
      timeoutMs: 30_000,
    });
    expect(expected.filter((orderId) => !published.has(orderId))).toEqual([]);

    // Every webhook the webhook service took is published and applied once by the order service.
    await eventually(
      'webhook.received events published and consumed',
      30_000,
      async () =>
        (
          await database.query<{ unpublished: string; unconsumed: string }>(
            `SELECT count(*) FILTER (WHERE o.published_at IS NULL) AS unpublished,
                    count(*) FILTER (WHERE p.event_id IS NULL) AS unconsumed
               FROM webhooks.outbox o LEFT JOIN orders.processed_events p ON p.event_id = o.id`,
          )
        ).rows[0]!,
      (counts) => counts.unpublished === '0' && counts.unconsumed === '0',
    );
    const setAside = await database.query('SELECT event_id FROM orders.dead_letter_events');
    expect(setAside.rows).toEqual([]);

    // And the statuses flowed on: each order reaches delivered through the partner's webhooks.
    await eventually(
      'every placed order delivered',
      60_000,
      async () =>
        (
          await database.query<{ status: string; count: string }>(
            'SELECT status, count(*) FROM orders.orders WHERE id = ANY($1) GROUP BY status',
            [placed],
          )
        ).rows,
      (rows) => rows.length === 1 && rows[0]!.status === 'delivered',
    );
  });
});
