import request from 'supertest';
import {
  EXPIRED_ORDER_REASON,
  OrderSchema,
  VendorOrderSchema,
  type OrderContext,
  type StoreMembership,
  type UserSnapshot,
} from '@marketplace/contracts';
import { openEventStreamCount } from '@marketplace/service-kit';
import { connectSse, type SseConnection } from '@marketplace/testing';
import {
  asStoreMember,
  asUser,
  eventually,
  fakeAuth,
  fakeCatalog,
  listen,
  localVendor,
  localVendorCart,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const STORE = 1;
const ASHA = 11;
const OWNER = 501;
const OWNER_STORES: StoreMembership[] = [{ storeId: STORE, role: 'owner' }];
const ACCEPT_WINDOW_MS = 1_500;

/**
 * Two replicas of the order service on one database, as `npm run start:cluster` runs them: the
 * vendor's inbox stream may be held by either, and both run the acceptance window's sweep.
 */
describe('the vendor inbox across two order-service replicas', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let replicas: TestOrderService[];
  let servers: RunningServer[];
  const streams: SseConnection[] = [];

  const contexts = new Map<number, OrderContext>([[STORE, localVendor(STORE, { name: 'Annapoorna Mess' })]]);
  const users = new Map<number, UserSnapshot>([[ASHA, resident(ASHA)]]);
  const placeThrough = async (replica: TestOrderService) => {
    const res = await request(replica.app).post('/api/orders').set(asUser(ASHA)).send(localVendorCart(STORE));
    expect(res.status).toBe(201);
    return OrderSchema.parse(res.body);
  };

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(fakeAuth(users));
    replicas = [0, 1].map(() =>
      startOrderService(
        db,
        { catalogUrl: catalog.url, authUrl: auth.url },
        { live: { pollIntervalMs: 25 }, acceptWindowMs: ACCEPT_WINDOW_MS, acceptSweepMs: 100 },
      ),
    );
    for (const replica of replicas) {
      await replica.bus.start();
      replica.start();
    }
    servers = await Promise.all(replicas.map((replica) => listen(replica.app)));
  });

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await eventually(async () => openEventStreamCount() === 0);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const replica of replicas) await replica.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  it('shows an order placed through one replica on an inbox held by the other, and cancels it once when unanswered', async () => {
    const inbox = await connectSse(
      `${servers[1]!.url}/api/vendor/orders/events`,
      asStoreMember(OWNER, OWNER_STORES),
    );
    streams.push(inbox);
    const orderOf = (event: { data: string }) => VendorOrderSchema.parse(JSON.parse(event.data));

    const order = await placeThrough(replicas[0]!);
    const arrived = await inbox.next((event) => orderOf(event).id === order.id);
    expect(orderOf(arrived).status).toBe('pending');

    // Both replicas sweep every 100 ms; the order expires once, whichever finds it first.
    const expired = await inbox.next(
      (event) => orderOf(event).id === order.id && orderOf(event).status === 'cancelled',
      ACCEPT_WINDOW_MS + 10_000,
    );
    expect(orderOf(expired).cancelReason).toBe(EXPIRED_ORDER_REASON);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const counts = await db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM orders.outbox WHERE key = $1 AND type <> 'order.created' GROUP BY type ORDER BY type`,
      String(order.id),
    );
    expect(counts).toEqual([
      { type: 'order.cancelled', n: 1 },
      { type: 'order.status_changed', n: 1 },
    ]);
    expect(await db.notificationTitles(order.id)).toEqual(['Order placed', 'Order cancelled']);
  });
});
