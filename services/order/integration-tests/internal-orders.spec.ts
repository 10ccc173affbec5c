import request from 'supertest';
import { ResidentVendorOrdersSchema } from '@marketplace/contracts';
import { callingAs } from '@marketplace/testing';
import {
  asAnonymous,
  asUser,
  fakeAuth,
  fakeCatalog,
  insertOrder,
  listen,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const ASHA = 41;
const RAVI = 42;
const VENDOR = 7;
const OTHER_VENDOR = 8;

describe('GET /internal/users/:userId/orders?vendorId=', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(new Map(), new Map()));
    auth = await listen(fakeAuth(new Map()));
    service = startOrderService(db, { catalogUrl: catalog.url, authUrl: auth.url });
  });

  afterAll(async () => {
    await service.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  const asCatalog = () => callingAs({ service: 'catalog' });
  const ask = (path: string, headers: Record<string, string> = asCatalog()) =>
    request(service.app).get(path).set(headers);

  it("answers a resident's orders of one vendor, newest first, to a calling service", async () => {
    const first = await insertOrder(db, {
      userId: ASHA,
      vendorId: VENDOR,
      createdAt: new Date('2026-11-01'),
    });
    const second = await insertOrder(db, {
      userId: ASHA,
      vendorId: VENDOR,
      createdAt: new Date('2026-11-02'),
    });
    await insertOrder(db, { userId: ASHA, vendorId: OTHER_VENDOR });
    await insertOrder(db, { userId: RAVI, vendorId: VENDOR });

    const response = await ask(`/internal/users/${ASHA}/orders?vendorId=${VENDOR}`).expect(200);
    const orders = ResidentVendorOrdersSchema.parse(response.body);
    expect(orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(orders[0]).toEqual({
      id: second.id,
      vendorId: VENDOR,
      status: 'pending',
      createdAt: '2026-11-02T00:00:00.000Z',
    });
  });

  it('answers an empty list for a resident without orders of the vendor', async () => {
    await ask(`/internal/users/999/orders?vendorId=${VENDOR}`).expect(200, []);
  });

  it('refuses residents and anonymous callers: only services ask', async () => {
    await ask(`/internal/users/${ASHA}/orders?vendorId=${VENDOR}`, asUser(ASHA)).expect(403);
    await ask(`/internal/users/${ASHA}/orders?vendorId=${VENDOR}`, asAnonymous()).expect(403);
  });

  it('answers 400 with a message for a bad user id or a missing or bad vendor id', async () => {
    const bad = [
      `/internal/users/abc/orders?vendorId=${VENDOR}`,
      `/internal/users/${ASHA}/orders`,
      `/internal/users/${ASHA}/orders?vendorId=0`,
      `/internal/users/${ASHA}/orders?vendorId=x`,
    ];
    for (const path of bad) {
      const response = await ask(path).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it.each(['3000000000', '2147483648', '99999999999999999999', '-1', '1.5', '1e3', '0x10'])(
    'answers 400 JSON, never a 500, for the id %s in the path or the query',
    async (id) => {
      const byUser = await ask(`/internal/users/${id}/orders?vendorId=${VENDOR}`);
      expect([byUser.status, byUser.body]).toEqual([400, { message: 'Invalid user id' }]);
      const byVendor = await ask(`/internal/users/${ASHA}/orders?vendorId=${id}`);
      expect([byVendor.status, byVendor.body]).toMatchObject([
        400,
        { message: 'vendorId must be a positive integer' },
      ]);
    },
  );

  it('answers 400 for a repeated vendorId, which names no one vendor', async () => {
    const response = await ask(`/internal/users/${ASHA}/orders?vendorId=${VENDOR}&vendorId=${OTHER_VENDOR}`);
    expect([response.status, response.body]).toMatchObject([
      400,
      { message: 'vendorId must be a positive integer' },
    ]);
  });
});
