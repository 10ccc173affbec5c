import { OrderStatusEventSchema } from '@marketplace/contracts';
import { appendToOutbox } from '@marketplace/events';
import { connectSse } from '@marketplace/testing';
import { createCommitSignal } from '../src/infra/live/commit-signal';
import {
  asUser,
  insertRelayedOrder,
  listen,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
  webhookReceivedData,
} from './order-test-kit';

/** So slow that an event arriving sooner was sent because the consumer's commit woke the feed. */
const SLOW_POLL_MS = 20_000;

describe('live streams: the event consumer’s commits wake the live feed', () => {
  let db: OrderDatabase;
  let service: TestOrderService;
  let server: RunningServer;

  beforeAll(async () => {
    db = await startOrderDatabase();
    service = startOrderService(
      db,
      { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
      { live: { pollIntervalMs: SLOW_POLL_MS, consumerCommits: createCommitSignal() } },
    );
    await service.bus.start();
    service.start();
    server = await listen(service.app);
  });

  afterAll(async () => {
    await server.close();
    await service.shutdown();
    await db.close();
  });

  it('sends a webhook’s status as soon as the consumer commits it, not at the next poll', async () => {
    const order = await insertRelayedOrder(db, { userId: 41 });
    const stream = await connectSse(`${server.url}/api/orders/${order.id}/events`, asUser(41));
    try {
      await stream.next((event) => event.event === 'status');
      // The feed has taken its position and polled once; the next poll is SLOW_POLL_MS away.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sentAt = performance.now();
      await db.prisma.$transaction((tx) =>
        appendToOutbox(tx, 'webhooks', {
          type: 'webhook.received',
          source: 'webhook',
          subject: order.partnerOrderId,
          data: webhookReceivedData(order.partnerOrderId, 'accepted'),
        }),
      );
      const accepted = await stream.next(
        (event) => event.event === 'status' && JSON.parse(event.data).status === 'accepted',
        SLOW_POLL_MS / 2,
      );
      expect(OrderStatusEventSchema.parse(JSON.parse(accepted.data)).orderId).toBe(order.id);
      expect(accepted.receivedAt - sentAt).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });
});
