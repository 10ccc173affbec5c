import { appendToOutbox, prismaSqlClient } from '@marketplace/events';
import { OutboxChangeFeed, type OrderChange } from '../src/infra/live/outbox-change-feed';
import { eventually, logger, startOrderDatabase, type OrderDatabase } from './order-test-kit';

describe('the live feed read from the order outbox', () => {
  let db: OrderDatabase;

  beforeAll(async () => {
    db = await startOrderDatabase();
  });

  afterAll(async () => {
    await db.close();
  });

  // The feed selects seq as text: ordered by that alias, '100' sorted before '96', so changes
  // across a power of ten were reported out of order, and the ones past the last row twice.
  it('reports a backlog across a power of ten once each, in commit order', async () => {
    const feed = new OutboxChangeFeed({
      sql: prismaSqlClient(db.prisma),
      logger,
      pollIntervalMs: 60_000,
      active: () => true,
    });
    const reported: OrderChange[] = [];
    feed.onChange((change) => reported.push(change));
    await db.query(`SELECT setval('orders.outbox_seq_seq', 95)`);
    feed.start();
    await feed.ready();
    const orderIds = Array.from({ length: 10 }, (_, index) => 201 + index);
    try {
      for (const orderId of orderIds)
        await db.prisma.$transaction((tx) =>
          appendToOutbox(tx, 'orders', {
            type: 'order.cancelled',
            source: 'order',
            subject: String(orderId),
            data: { orderId, userId: 31, reason: 'test', cancelledAt: new Date().toISOString() },
          }),
        );
      feed.wake();
      await eventually(async () => reported.length >= orderIds.length);
      // A second read: nothing more to report.
      feed.wake();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await feed.stop();
    }

    expect(reported.map((change) => change.orderId)).toEqual(orderIds);
  });

  // A rejection commits order.status_changed (naming the vendor) then order.cancelled (naming
  // none): read in one batch, the order's change must still reach the vendor's inbox.
  it('keeps the vendor an order’s earlier event named when a later one of the batch names none', async () => {
    const feed = new OutboxChangeFeed({
      sql: prismaSqlClient(db.prisma),
      logger,
      pollIntervalMs: 60_000,
      active: () => true,
    });
    const reported: OrderChange[] = [];
    feed.onChange((change) => reported.push(change));
    feed.start();
    await feed.ready();
    const orderId = 301;
    const at = new Date().toISOString();
    try {
      await db.prisma.$transaction(async (tx) => {
        await appendToOutbox(tx, 'orders', {
          type: 'order.status_changed',
          source: 'order',
          subject: String(orderId),
          data: {
            orderId,
            userId: 31,
            previousStatus: 'pending',
            status: 'cancelled',
            externalStatus: null,
            changedAt: at,
            source: 'vendor',
            vendorId: 7,
          },
        });
        await appendToOutbox(tx, 'orders', {
          type: 'order.cancelled',
          source: 'order',
          subject: String(orderId),
          data: { orderId, userId: 31, reason: 'Too busy', cancelledAt: at },
        });
      });
      feed.wake();
      await eventually(async () => reported.length >= 1);
    } finally {
      await feed.stop();
    }

    expect(reported).toEqual([{ orderId, userId: 31, vendorId: 7 }]);
  });
});
