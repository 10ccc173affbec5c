import request from 'supertest';
import { NotificationSchema } from '@marketplace/contracts';
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
import { purgeOldNotifications } from '../src/app/commands/purge-old-notifications';
import { PrismaNotificationRepository } from '../src/infra/db/prisma-notification.repository';

const ASHA = 31;
const RAVI = 32;

describe('PUT /api/notifications/:id/read', () => {
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

  async function notify(userId: number, orderId: number | null = null) {
    return db.prisma.notification.create({
      data: { userId, orderId, title: 'Order accepted', message: 'Punjab Da Dhaba accepted your order' },
    });
  }

  const markRead = (id: number | string, userId = ASHA) =>
    request(service.app).put(`/api/notifications/${id}/read`).set(asUser(userId));

  const isRead = async (id: number) =>
    (await db.prisma.notification.findUniqueOrThrow({ where: { id } })).isRead;

  it("marks the resident's notification read and answers it", async () => {
    const order = await insertOrder(db, { userId: ASHA });
    const notification = await notify(ASHA, order.id);
    const response = await markRead(notification.id).expect(200);
    expect(NotificationSchema.strict().parse(response.body)).toEqual({
      id: notification.id,
      type: 'order_update',
      title: 'Order accepted',
      message: 'Punjab Da Dhaba accepted your order',
      isRead: true,
      orderId: order.id,
      createdAt: notification.createdAt.toISOString(),
    });
    expect(await isRead(notification.id)).toBe(true);
  });

  it('answers the same when the notification is already read', async () => {
    const notification = await notify(ASHA);
    const first = await markRead(notification.id).expect(200);
    const again = await markRead(notification.id).expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('marks only that notification', async () => {
    const read = await notify(ASHA);
    const unread = await notify(ASHA);
    await markRead(read.id).expect(200);
    expect(await isRead(unread.id)).toBe(false);
    const { body } = await request(service.app).get('/api/notifications').set(asUser(ASHA)).expect(200);
    expect(body.notifications.find((n: { id: number }) => n.id === read.id).isRead).toBe(true);
    expect(body.notifications.find((n: { id: number }) => n.id === unread.id).isRead).toBe(false);
  });

  it("answers 404 for another resident's notification and leaves it unread", async () => {
    const ravis = await notify(RAVI);
    const response = await markRead(ravis.id, ASHA).expect(404);
    expect(response.body).toEqual({ message: 'Notification not found' });
    expect(await isRead(ravis.id)).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await markRead(987_654).expect(404);
    expect(response.body).toEqual({ message: 'Notification not found' });
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await markRead(id).expect(400);
    expect(response.body).toEqual({ message: 'Invalid notification id' });
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    const notification = await notify(ASHA);
    await request(service.app)
      .put(`/api/notifications/${notification.id}/read`)
      .set(asAnonymous())
      .expect(401);
    expect(await isRead(notification.id)).toBe(false);
  });
});

describe('Retention of notifications (NOTIFICATION_RETENTION_DAYS)', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;
  const DAY_MS = 24 * 60 * 60 * 1000;
  const now = new Date();

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

  const notifyDaysAgo = (userId: number, days: number, title: string) =>
    db.prisma.notification.create({
      data: { userId, title, message: 'Punjab Da Dhaba', createdAt: new Date(now.getTime() - days * DAY_MS) },
    });

  it('deletes notifications older than the period in batches and keeps what the bell still shows', async () => {
    for (let i = 0; i < 5; i += 1) await notifyDaysAgo(ASHA, 91 + i, `Old ${i}`);
    await notifyDaysAgo(RAVI, 120, 'Old for Ravi');
    await notifyDaysAgo(ASHA, 89, 'Order delivered');
    await notifyDaysAgo(RAVI, 1, 'Order accepted');

    const deleted = await purgeOldNotifications({
      notifications: new PrismaNotificationRepository(db.prisma),
      retentionDays: 90,
      now,
      batchSize: 2,
    });

    expect(deleted).toBe(6);
    const left = await db.prisma.notification.findMany({ orderBy: { createdAt: 'asc' } });
    expect(left.map((n) => [n.userId, n.title])).toEqual([
      [ASHA, 'Order delivered'],
      [RAVI, 'Order accepted'],
    ]);
    const { body } = await request(service.app).get('/api/notifications').set(asUser(ASHA)).expect(200);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(['Order delivered']);
  });
});
