import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  SET_ASIDE_EVENT_MESSAGES,
  SetAsideEventListSchema,
  TOPICS,
  type EventEnvelope,
  type OrderStatus,
} from '@marketplace/contracts';
import { buildEventEnvelope } from '@marketplace/events';
import {
  asAdmin,
  insertRelayedOrder,
  partnerOrderIdOf,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type TestOrderService,
  webhookReceivedData,
} from './order-test-kit';

/** A partner's status update for our order, named by the partner's id, as the webhook service publishes it. */
const statusUpdate = (orderId: number, status: OrderStatus): EventEnvelope<'webhook.received'> =>
  buildEventEnvelope({
    type: 'webhook.received',
    source: 'webhook',
    subject: partnerOrderIdOf(orderId),
    data: webhookReceivedData(partnerOrderIdOf(orderId), status, { externalStatus: status.toUpperCase() }),
  });

describe('events set aside: GET /api/admin/set-aside-events and POST .../{eventId}/replay', () => {
  let db: OrderDatabase;
  let service: TestOrderService;

  /** What the order service's consumer records when it gives up on an event (packages/events trySetAside). */
  const setAside = async (envelope: EventEnvelope, failedAt: Date, error = 'Error: deadlock detected') => {
    await db.query(
      `INSERT INTO orders.processed_events (consumer, event_id) VALUES ('order', $1::uuid)`,
      envelope.id,
    );
    await db.query(
      `INSERT INTO orders.dead_letter_events (consumer, event_id, topic, type, envelope, error, attempts, failed_at)
       VALUES ('order', $1::uuid, $2, $3, $4::jsonb, $5, 9, $6)`,
      envelope.id,
      TOPICS.webhooks,
      envelope.type,
      JSON.stringify(envelope),
      error,
      failedAt,
    );
  };
  const list = async () => {
    const { body } = await request(service.app).get('/api/admin/set-aside-events').set(asAdmin()).expect(200);
    return SetAsideEventListSchema.parse(body).data;
  };
  const replay = (eventId: string) =>
    request(service.app).post(`/api/admin/set-aside-events/${eventId}/replay`).set(asAdmin());

  beforeAll(async () => {
    db = await startOrderDatabase();
    // No upstream call is made: a replay runs the consumer's handlers on the database alone.
    service = startOrderService(db, { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' });
  });

  afterEach(async () => {
    await db.query('DELETE FROM orders.dead_letter_events');
  });

  afterAll(async () => {
    await service?.shutdown();
    await db?.close();
  });

  it('lists the events set aside, the most recent first, with the subject of their envelope', async () => {
    const older = statusUpdate(101, 'accepted');
    const newer = statusUpdate(102, 'ready');
    await setAside(older, new Date('2026-03-01T10:00:00.000Z'));
    await setAside(newer, new Date('2026-03-02T10:00:00.000Z'), 'Error: order 102 is locked');

    expect(await list()).toEqual([
      {
        eventId: newer.id,
        consumer: 'order',
        topic: TOPICS.webhooks,
        type: 'webhook.received',
        subject: 'P-102',
        error: 'Error: order 102 is locked',
        attempts: 9,
        failedAt: '2026-03-02T10:00:00.000Z',
      },
      expect.objectContaining({ eventId: older.id, subject: 'P-101', failedAt: '2026-03-01T10:00:00.000Z' }),
    ]);
  });

  it('replays an event once its handlers can run: its effect happens once, and a second replay finds nothing', async () => {
    const order = await insertRelayedOrder(db);
    const update = statusUpdate(order.id, 'accepted');
    await setAside(update, new Date());

    const { body } = await replay(update.id).expect(200);

    expect(body).toEqual({ replayed: true, message: SET_ASIDE_EVENT_MESSAGES.replayed });
    expect(await db.statusOf(order.id)).toBe('accepted');
    expect(await db.notificationTitles(order.id)).toEqual(['Order accepted']);
    expect(await list()).toEqual([]);
    const again = await replay(update.id).expect(404);
    expect(again.body).toEqual({ message: SET_ASIDE_EVENT_MESSAGES.notFound });
    expect(await db.notificationTitles(order.id)).toEqual(['Order accepted']);
    // Recorded as handled again: a redelivery of the event has no effect either.
    const processed = await db.query(
      `SELECT 1 FROM orders.processed_events WHERE consumer = 'order' AND event_id = $1::uuid`,
      update.id,
    );
    expect(processed).toHaveLength(1);
  });

  it('answers 409 when the handlers fail again, keeping the event set aside with the new error until the cause is fixed', async () => {
    const order = await insertRelayedOrder(db);
    const update = statusUpdate(order.id, 'accepted');
    await setAside(update, new Date('2026-03-01T10:00:00.000Z'));
    // The cause is still there: the resident's notification cannot be written.
    await db.query('ALTER TABLE orders.notifications RENAME TO notifications_away');
    try {
      const { body } = await replay(update.id).expect(409);

      expect(body.message).toMatch(
        /^The event failed again and stays set aside: PrismaClientKnownRequestError: .*The table `orders.notifications` does not exist/,
      );
      const [listed] = await list();
      expect(listed).toMatchObject({ eventId: update.id, attempts: 10 });
      expect(body.message).toBe(SET_ASIDE_EVENT_MESSAGES.stillFailing(listed!.error));
      expect(new Date(listed!.failedAt).getTime()).toBeGreaterThan(Date.parse('2026-03-01T10:00:00.000Z'));
      expect(await db.statusOf(order.id)).toBe('pending');
    } finally {
      await db.query('ALTER TABLE orders.notifications_away RENAME TO notifications');
    }

    await replay(update.id).expect(200);
    expect(await db.statusOf(order.id)).toBe('accepted');
    expect(await list()).toEqual([]);
  });

  it('answers 404 for an id no event set aside has, and 400 for an id that is not a uuid', async () => {
    expect((await replay(randomUUID()).expect(404)).body).toEqual({
      message: SET_ASIDE_EVENT_MESSAGES.notFound,
    });
    expect((await replay('42').expect(400)).body).toMatchObject({
      message: SET_ASIDE_EVENT_MESSAGES.invalidId,
    });
    expect((await replay('not-a-uuid').expect(400)).body).toMatchObject({
      message: SET_ASIDE_EVENT_MESSAGES.invalidId,
    });
  });
});
