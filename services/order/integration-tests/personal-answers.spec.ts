import request from 'supertest';
import {
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

/** A resident's orders and notifications: no browser, proxy or shared cache may keep them (issue 27). */
describe('Cache-Control: no-store on personal answers', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;
  let orderId: number;
  let notificationId: number;

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(new Map(), new Map()));
    auth = await listen(fakeAuth(new Map()));
    service = startOrderService(db, { catalogUrl: catalog.url, authUrl: auth.url });
    orderId = (await insertOrder(db, { userId: ASHA })).id;
    notificationId = (
      await db.prisma.notification.create({
        data: {
          userId: ASHA,
          orderId,
          title: 'Order accepted',
          message: 'Punjab Da Dhaba accepted your order',
        },
      })
    ).id;
  });

  afterAll(async () => {
    await service.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  it.each([
    ['GET', '/api/orders/user', 200],
    ['GET', '/api/orders/:order', 200],
    ['GET', '/api/orders/:order/status', 200],
    ['GET', '/api/orders/999999', 404],
    ['GET', '/api/notifications', 200],
    ['PUT', '/api/notifications/:notification/read', 200],
  ] as const)('%s %s answers %d with it', async (method, pattern, status) => {
    const path = pattern.replace(':order', String(orderId)).replace(':notification', String(notificationId));
    const agent = request(service.app);
    const response = await agent[method.toLowerCase() as 'get' | 'put'](path).set(asUser(ASHA));
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
