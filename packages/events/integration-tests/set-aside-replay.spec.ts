import { randomUUID } from 'node:crypto';
import { TOPICS, type EventEnvelope } from '@marketplace/contracts';
import {
  createEventBus,
  OutboxLogConsumer,
  type EventBus,
  type EventHandler,
  type PgTransaction,
} from '../src';
import {
  changeOrderStatus,
  CONSUMER,
  PRODUCER,
  quietLogger,
  recordEffect,
  statusChanged,
  waitFor,
  useEventsTestDatabase,
} from './event-test-fixtures';

jest.setTimeout(15_000);

const CONSUMER_NAME = 'webhook';

/** recordEffect while `broken.cause` is null; throws it otherwise, as a handler whose dependency is away. */
function breakableHandler() {
  const broken: { cause: string | null } = { cause: null };
  const handler: EventHandler<PgTransaction> = async (envelope, tx) => {
    if (broken.cause !== null) throw new Error(broken.cause);
    await recordEffect(envelope, tx);
  };
  return { handler, broken };
}

/** An order.status_changed envelope as the producer's outbox would hold it. */
const statusEvent = (orderId: number): EventEnvelope =>
  ({
    id: randomUUID(),
    type: 'order.status_changed',
    source: 'order',
    time: new Date().toISOString(),
    subject: String(orderId),
    version: 1,
    data: statusChanged(orderId, 'pending', 'accepted').data,
  }) as EventEnvelope;

describe('replaying an event a consumer set aside', () => {
  const { db, running } = useEventsTestDatabase();

  /** What the consumer writes when it gives up on an event (trySetAside). */
  const setAside = async (envelope: EventEnvelope, topic: string = TOPICS.orders) => {
    await db.pool.query(
      `INSERT INTO ${CONSUMER}.processed_events (consumer, event_id) VALUES ($1, $2::uuid)`,
      [CONSUMER_NAME, envelope.id],
    );
    await db.pool.query(
      `INSERT INTO ${CONSUMER}.dead_letter_events (consumer, event_id, topic, type, envelope, error, attempts, failed_at)
       VALUES ($1, $2::uuid, $3, $4, $5::jsonb, 'Error: downstream unavailable', 9, now() - interval '1 hour')`,
      [CONSUMER_NAME, envelope.id, topic, envelope.type, JSON.stringify(envelope)],
    );
  };
  const setAsideRow = async (eventId: string) =>
    (
      await db.pool.query<{ error: string; attempts: number; failedAt: Date }>(
        `SELECT error, attempts, failed_at AS "failedAt" FROM ${CONSUMER}.dead_letter_events WHERE event_id = $1::uuid`,
        [eventId],
      )
    ).rows[0];
  const isProcessed = async (eventId: string) =>
    (
      await db.pool.query(
        `SELECT 1 FROM ${CONSUMER}.processed_events WHERE consumer = $1 AND event_id = $2::uuid`,
        [CONSUMER_NAME, eventId],
      )
    ).rowCount === 1;

  const busWith = (kafkaBrokers: string, handler: EventHandler<PgTransaction>): EventBus<PgTransaction> => {
    const bus = createEventBus<PgTransaction>({
      service: CONSUMER_NAME,
      schema: CONSUMER,
      kafkaBrokers,
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
    });
    bus.subscribe(TOPICS.orders, handler);
    running.push(bus);
    return bus;
  };

  it('runs the handlers once an event the consumer gave up on can be handled, and only once', async () => {
    const { handler, broken } = breakableHandler();
    broken.cause = 'downstream unavailable';
    const consumer = new OutboxLogConsumer<PgTransaction>({
      name: CONSUMER_NAME,
      schema: CONSUMER,
      sql: db.sql,
      transactions: db.transactions,
      sourceSchemas: { [TOPICS.orders]: PRODUCER },
      logger: quietLogger,
      pollIntervalMs: 50,
      maxAttempts: 2,
    });
    consumer.subscribe(TOPICS.orders, handler);
    await consumer.start();
    running.push(consumer);
    const event = await changeOrderStatus(db, 1, 'pending', 'accepted');
    await waitFor(db.deadLetters, (rows) => rows.length === 1);
    expect(await db.effects()).toEqual([]);

    broken.cause = null;
    expect(await consumer.replaySetAside(event.id)).toEqual({ outcome: 'replayed' });

    expect(await db.effects()).toEqual([{ eventId: event.id, orderId: 1, status: 'accepted' }]);
    expect(await db.deadLetters()).toEqual([]);
    expect(await isProcessed(event.id)).toBe(true);
    expect(await consumer.replaySetAside(event.id)).toEqual({ outcome: 'not_found' });
    expect(await db.effects()).toHaveLength(1);
  });

  it.each([
    ['the outbox log', ''],
    // Never started: a replay needs the consumer's handlers and database, not the broker.
    ['Kafka', '127.0.0.1:9'],
  ])('is the same on the event bus over %s', async (_transport, kafkaBrokers) => {
    const bus = busWith(kafkaBrokers, recordEffect);
    const event = statusEvent(2);
    await setAside(event);

    expect(await bus.replaySetAside(event.id)).toEqual({ outcome: 'replayed' });
    expect(await bus.replaySetAside(event.id)).toEqual({ outcome: 'not_found' });

    expect(await db.effects()).toEqual([{ eventId: event.id, orderId: 2, status: 'accepted' }]);
    expect(await db.deadLetters()).toEqual([]);
  });

  it('keeps an event set aside, with the new error and one more attempt, when its handlers fail again', async () => {
    const { handler, broken } = breakableHandler();
    const bus = busWith('', handler);
    const event = statusEvent(3);
    await setAside(event);
    const before = await setAsideRow(event.id);
    broken.cause = 'still unavailable';

    expect(await bus.replaySetAside(event.id)).toEqual({
      outcome: 'still_failing',
      error: 'Error: still unavailable',
    });

    const after = await setAsideRow(event.id);
    expect(after).toMatchObject({ error: 'Error: still unavailable', attempts: 10 });
    expect(after!.failedAt.getTime()).toBeGreaterThan(before!.failedAt.getTime());
    // Still recorded as processed: a redelivery meanwhile does not run it behind the replay's back.
    expect(await isProcessed(event.id)).toBe(true);
    expect(await db.effects()).toEqual([]);

    broken.cause = null;
    expect(await bus.replaySetAside(event.id)).toEqual({ outcome: 'replayed' });
    expect(await db.effects()).toHaveLength(1);
  });

  it('has one effect when two replays of the same event race', async () => {
    const bus = busWith('', recordEffect);
    const event = statusEvent(4);
    await setAside(event);

    const outcomes = await Promise.all([bus.replaySetAside(event.id), bus.replaySetAside(event.id)]);

    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['not_found', 'replayed']);
    expect(await db.effects()).toHaveLength(1);
  });

  it('finds nothing for an id that is no uuid or names no set-aside event', async () => {
    const bus = busWith('', recordEffect);

    expect(await bus.replaySetAside('not-a-uuid')).toEqual({ outcome: 'not_found' });
    expect(await bus.replaySetAside(randomUUID())).toEqual({ outcome: 'not_found' });
  });

  it('keeps an event set aside rather than drop it when nothing handles its topic any more', async () => {
    const bus = busWith('', recordEffect);
    const event = statusEvent(5);
    await setAside(event, TOPICS.webhooks);

    expect(await bus.replaySetAside(event.id)).toEqual({
      outcome: 'still_failing',
      error: `Error: No handler is subscribed to ${TOPICS.webhooks}`,
    });
    expect(await setAsideRow(event.id)).toMatchObject({ attempts: 10 });
  });

  it('keeps an event set aside whose stored envelope is not a valid event', async () => {
    const bus = busWith('', recordEffect);
    const event = { ...statusEvent(6), version: 2 } as unknown as EventEnvelope;
    await setAside(event);

    const result = await bus.replaySetAside(event.id);

    expect(result).toMatchObject({ outcome: 'still_failing' });
    expect(result.outcome === 'still_failing' && result.error).toMatch(
      /The stored envelope is not a valid event/,
    );
    expect(await db.deadLetters()).toHaveLength(1);
  });
});
