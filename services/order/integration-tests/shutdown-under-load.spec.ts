import { join } from 'node:path';
import {
  computeBill,
  OrderSchema,
  paiseToRupees,
  TOPICS,
  type OrderContext,
  type UserSnapshot,
} from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import {
  createTestDatabase,
  isAccepted,
  readEventKeys,
  sigtermUnderLoad,
  startKafkaMockCluster,
  startServiceProcess,
  unpublishedOutboxKeys,
  type KafkaMockCluster,
  type LoadRequest,
  type ServiceProcess,
  type TestDatabase,
} from '@marketplace/testing';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import {
  fakeAuth,
  fakeCatalog,
  listen,
  localVendor,
  resident,
  SECRET,
  type RunningServer,
} from './order-test-kit';

jest.setTimeout(120_000);

/** Longer than the relay's flush and publish timeouts (5 s each), as runService requires. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** Residents placing orders at once, each over its own keep-alive connection. */
const RESIDENTS = 6;
/** Orders placed before SIGTERM, so the signal lands in the middle of the load. */
const PLACED_BEFORE_SIGNAL = 60;
const VENDOR = 1;
const FIRST_RESIDENT = 11;

const vendor = localVendor(VENDOR);
const dosas = { menuItemId: VENDOR * 100 + 1, name: 'Masala Dosa', quantity: 2, price: 120 };
const cart = JSON.stringify({
  restaurantId: VENDOR,
  restaurantName: vendor.vendor.name,
  items: [dosas],
  totalAmount: paiseToRupees(computeBill([{ pricePaise: 12_000, quantity: 2 }], vendor.billing).total),
  deliveryAddress: 'Flat 4B, Prestige Lakeside',
  phoneNumber: '9876543210',
  paymentMethod: 'cod',
});

/** POST /api/orders by one of the residents in turn, as the gateway forwards it. */
function placeOrder(sequence: number): LoadRequest {
  const identity = {
    user: { id: FIRST_RESIDENT + (sequence % RESIDENTS), sessionId: `session-${sequence}` },
  };
  return {
    path: '/api/orders',
    headers: {
      'content-type': 'application/json',
      ...signIdentity(identity, SECRET, { method: 'POST', path: '/api/orders' }),
    },
    body: cart,
  };
}

describe('order service: SIGTERM under load', () => {
  let database: TestDatabase;
  let cluster: KafkaMockCluster;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    const users = new Map<number, UserSnapshot>(
      Array.from({ length: RESIDENTS }, (_, index) => [
        FIRST_RESIDENT + index,
        resident(FIRST_RESIDENT + index),
      ]),
    );
    [database, cluster, catalog, auth] = await Promise.all([
      createTestDatabase(),
      startKafkaMockCluster({ brokers: 1 }),
      listen(
        fakeCatalog(new Map<number, OrderContext>([[VENDOR, vendor]]), new Map([[1, 'Prestige Lakeside']])),
      ),
      listen(fakeAuth(users)),
    ]);
    // The topics the service's consumer subscribes to: its own orders and the partners' webhooks.
    await cluster.createTopic(TOPICS.orders, 2);
    await cluster.createTopic(TOPICS.webhooks, 1);
  });

  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await Promise.all([cluster?.stop(), database?.drop(), catalog?.close(), auth?.close()]);
  });

  it('publishes order.created for every order it answered 201 and exits 0 within the deadline', async () => {
    service = await startServiceProcess(join(__dirname, '..'), {
      DATABASE_URL: database.connectionString,
      GATEWAY_SIGNING_SECRET: SECRET,
      KAFKA_BROKERS: cluster.bootstrapServers.join(','),
      CATALOG_SERVICE_URL: catalog.url,
      AUTH_SERVICE_URL: auth.url,
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });

    const { exitCode, shutdownMs, answers } = await sigtermUnderLoad(service, {
      clients: RESIDENTS,
      acceptedBeforeSignal: PLACED_BEFORE_SIGNAL,
      request: placeOrder,
    });

    expect(exitCode).toBe(0);
    expect(shutdownMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // What was not placed was refused a connection, never answered with an error.
    expect(answers.filter(({ answer }) => 'status' in answer && !isAccepted(answer))).toEqual([]);
    // The relay's flush left nothing behind, then Kafka has every placed order's order.created.
    expect(await unpublishedOutboxKeys(database.connectionString, ORDER_SCHEMA)).toEqual([]);
    const placed = answers.flatMap(({ answer }) =>
      isAccepted(answer) ? [String(OrderSchema.parse(JSON.parse(answer.body)).id)] : [],
    );
    expect(placed.length).toBeGreaterThanOrEqual(PLACED_BEFORE_SIGNAL);
    const published = await readEventKeys({
      brokers: cluster.bootstrapServers,
      topic: TOPICS.orders,
      keyOf: (event) => (event.type === 'order.created' ? String(event.data.orderId) : undefined),
      expected: placed,
    });
    expect(placed.filter((orderId) => !published.has(orderId))).toEqual([]);
  });
});
