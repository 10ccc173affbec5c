import { parseEventEnvelope } from '@marketplace/contracts';
import { orderNotificationFor } from '../src/domain/order';
import type { NewOrder } from '../src/domain/order.repository';
import { PostgresOrderPlacements } from '../src/infra/db/postgres-order-placements';
import { PrismaOrderRepository } from '../src/infra/db/prisma-order.repository';
import { startOrderDatabase, type OrderDatabase } from './order-test-kit';

/** Issue 26, decision 160: orders placed together are written by one statement, all or nothing each. */
describe('orders placed in groups', () => {
  let db: OrderDatabase;

  beforeAll(async () => {
    db = await startOrderDatabase();
  });
  afterAll(() => db.close());

  const newOrder = (userId: number, quantity = 1): NewOrder => ({
    userId,
    vendorId: 7,
    categoryId: 1,
    categoryName: 'Food & Restaurants',
    externalRestaurantId: null,
    restaurantName: 'Annapoorna Kitchen',
    restaurantAddress: '3rd Cross, Indiranagar',
    lines: [
      { menuItemId: 701, externalMenuId: null, name: 'Masala Dosa', pricePaise: 12_000, quantity },
      { menuItemId: 702, externalMenuId: null, name: 'Filter Coffee', pricePaise: 4_500, quantity: 1 },
    ],
    bill: {
      itemsTotal: 16_500,
      platformFee: 500,
      deliveryCharge: 1_500,
      packaging: 0,
      gst: 825,
      total: 19_325,
    },
    deliveryAddress: 'Flat 4B, Prestige Lakeside',
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
    paymentId: null,
    specialInstructions: 'Ring twice',
    customer: {
      firstName: 'Asha',
      lastName: 'Rao',
      flatNumber: '4B',
      communityName: 'Prestige Lakeside',
      dietaryPreferences: ['vegetarian'],
    },
    customerSupportNumber: '+91 80 4000 1234',
    estimatedDeliveryAt: new Date('2030-01-01T10:30:00.000Z'),
    relayStatus: 'not_required',
    createdAt: new Date('2030-01-01T10:00:00.000Z'),
  });
  const notification = orderNotificationFor('pending', 'Annapoorna Kitchen');
  const rowsOf = async (table: string, orderIds: number[]) =>
    db.query<{ order_id: number }>(
      `SELECT order_id FROM orders.${table} WHERE order_id = ANY($1::int[]) ORDER BY id`,
      orderIds,
    );

  it('answers each order as stored, with its lines, history, notification and order.created', async () => {
    // One writer: the orders submitted while the first is written go together in the next statement.
    const placements = new PostgresOrderPlacements(db.pool, { concurrency: 1, maxBatchSize: 64 });
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placements.place(newOrder(100 + i), notification)),
    );
    const ids = placed.map((order) => order.id);
    expect(new Set(ids).size).toBe(12);

    const stored = new PrismaOrderRepository(db.prisma);
    for (const order of placed) expect(await stored.findById(order.id)).toEqual(order);

    expect(await rowsOf('order_items', ids)).toHaveLength(24);
    expect(await rowsOf('order_status_history', ids)).toHaveLength(12);
    const notes = await db.query<{ order_id: number; user_id: number; title: string; message: string }>(
      'SELECT order_id, user_id, title, message FROM orders.notifications WHERE order_id = ANY($1::int[]) ORDER BY order_id',
      ids,
    );
    expect(notes).toEqual(
      placed.map((order) => ({
        order_id: order.id,
        user_id: order.userId,
        title: notification.title,
        message: notification.message,
      })),
    );
    const events = await db.query<{ key: string; payload: unknown }>(
      `SELECT key, payload FROM orders.outbox WHERE type = 'order.created' AND key = ANY($1::text[]) ORDER BY seq`,
      ids.map(String),
    );
    expect(events.map((event) => event.key)).toEqual(ids.map(String));
    for (const [index, event] of events.entries()) {
      const envelope = parseEventEnvelope(event.payload);
      expect(envelope).toMatchObject({ type: 'order.created', subject: String(ids[index]) });
      expect(envelope.data).toMatchObject({
        orderId: ids[index],
        userId: 100 + index,
        totalAmountPaise: 19_325,
      });
    }
  });

  it('fails an order the database refuses alone, writing nothing of it', async () => {
    const placements = new PostgresOrderPlacements(db.pool, { concurrency: 1, maxBatchSize: 64 });
    const first = placements.place(newOrder(200), notification);
    // Submitted while the first is being written: these four go together, one beyond an int's range.
    const group = [201, 202, 203, 204].map((userId) =>
      placements.place(newOrder(userId, userId === 203 ? 2 ** 31 : 1), notification),
    );
    const results = await Promise.allSettled([first, ...group]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const users = await db.query<{ user_id: number }>(
      'SELECT user_id FROM orders.orders WHERE user_id BETWEEN 200 AND 204 ORDER BY user_id',
    );
    expect(users.map((row) => row.user_id)).toEqual([200, 201, 202, 204]);
    const notified = await db.query<{ user_id: number }>(
      'SELECT user_id FROM orders.notifications WHERE user_id BETWEEN 200 AND 204 ORDER BY user_id',
    );
    expect(notified.map((row) => row.user_id)).toEqual([200, 201, 202, 204]);
    const events = await db.query<{ user_id: number }>(
      `SELECT (payload->'data'->>'userId')::int AS user_id FROM orders.outbox
        WHERE type = 'order.created' AND (payload->'data'->>'userId')::int BETWEEN 200 AND 204 ORDER BY 1`,
    );
    expect(events.map((row) => row.user_id)).toEqual([200, 201, 202, 204]);
  });
});
