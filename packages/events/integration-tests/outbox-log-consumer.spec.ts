import { randomUUID } from 'node:crypto';
import { usesRealPostgres } from '@marketplace/testing';
import { TOPICS } from '@marketplace/contracts';
import type { EventEnvelope } from '@marketplace/contracts';
import {
  appendToOutbox,
  createEventBus,
  handleBatchOnce,
  inBatches,
  OutboxLogConsumer,
  PgOutboxCommits,
  type EventHandler,
  type PgTransaction,
  type SqlClient,
} from '../src';
import {
  changeOrderStatus,
  CONSUMER,
  delay,
  PRODUCER,
  quietLogger,
  recordEffect,
  statusChanged,
  waitFor,
  useEventsTestDatabase,
} from './event-test-fixtures';

jest.setTimeout(15_000);

/** An envelope as the log would hold it, without writing it anywhere. */
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

/** recordEffect, after throwing `message` for its first `failures` calls. */
function failingFirst(failures: number, message: string) {
  let left = failures;
  const handler: EventHandler<PgTransaction> = async (envelope, tx) => {
    if (left > 0) {
      left -= 1;
      throw new Error(message);
    }
    await recordEffect(envelope, tx);
  };
  return { handler, failuresLeft: () => left };
}

describe('OutboxLogConsumer (embedded transport: the producer outbox read as the log)', () => {
  const { db, running } = useEventsTestDatabase();

  const startConsumer = async (
    handler: EventHandler<PgTransaction> = recordEffect,
    maxAttempts?: number,
    sql: SqlClient = db.sql,
  ) => {
    const consumer = new OutboxLogConsumer<PgTransaction>({
      name: 'webhook',
      schema: CONSUMER,
      sql,
      transactions: db.transactions,
      sourceSchemas: { [TOPICS.orders]: PRODUCER },
      logger: quietLogger,
      pollIntervalMs: 50,
      ...(maxAttempts === undefined ? {} : { maxAttempts }),
    });
    consumer.subscribe(TOPICS.orders, handler);
    await consumer.start();
    running.push(consumer);
    return consumer;
  };

  it('delivers each topic in commit order and records its position with the handler', async () => {
    await startConsumer();
    const written = [
      await changeOrderStatus(db, 1, 'pending', 'accepted'),
      await changeOrderStatus(db, 2, 'pending', 'accepted'),
      await changeOrderStatus(db, 1, 'accepted', 'preparing'),
    ];

    const effects = await waitFor(db.effects, (rows) => rows.length === 3);

    expect(effects.map((row) => row.eventId)).toEqual(written.map((event) => event.id));
    const offsets = await db.pool.query(
      `SELECT consumer, source, position FROM ${CONSUMER}.consumer_offsets`,
    );
    expect(offsets.rows).toEqual([
      { consumer: 'webhook', source: `${PRODUCER}.outbox/${TOPICS.orders}`, position: '3' },
    ]);
  });

  it('does not skip an event numbered earlier but committed later than the next one', async () => {
    await startConsumer();
    let commitSlowTransaction!: () => void;
    const slowHeld = new Promise<void>((resolve) => {
      commitSlowTransaction = resolve;
    });
    const slow = db.transactions.runInTransaction(async (tx) => {
      const envelope = await appendToOutbox(tx, PRODUCER, statusChanged(1, 'pending', 'accepted'));
      await slowHeld;
      return envelope;
    });
    await delay(100);
    const fast = changeOrderStatus(db, 2, 'pending', 'accepted');
    await delay(300);
    commitSlowTransaction();
    const [slowEvent, fastEvent] = await Promise.all([slow, fast]);

    const effects = await waitFor(db.effects, (rows) => rows.length === 2);

    expect(effects.map((row) => row.eventId)).toEqual([slowEvent.id, fastEvent.id]);
  });

  it('resumes after a restart from its stored position without handling anything twice', async () => {
    const first = await startConsumer();
    await changeOrderStatus(db, 1, 'pending', 'accepted');
    await waitFor(db.effects, (rows) => rows.length === 1);
    await first.shutdown();

    const whileStopped = await changeOrderStatus(db, 1, 'accepted', 'preparing');
    await startConsumer();
    const effects = await waitFor(db.effects, (rows) => rows.length === 2);

    expect(effects[1]?.eventId).toBe(whileStopped.id);
    await delay(300);
    expect(await db.effects()).toHaveLength(2);
  });

  it('ignores events it has already handled when it reads them again', async () => {
    await startConsumer();
    await changeOrderStatus(db, 1, 'pending', 'accepted');
    await changeOrderStatus(db, 1, 'accepted', 'preparing');
    await waitFor(db.effects, (rows) => rows.length === 2);
    // A lost position makes the consumer read the whole log again.
    await db.pool.query(`DELETE FROM ${CONSUMER}.consumer_offsets`);
    for (const consumer of running.splice(0)) await consumer.shutdown();

    await startConsumer();
    await waitFor(
      () => db.pool.query(`SELECT position FROM ${CONSUMER}.consumer_offsets`),
      (result) => result.rows[0]?.position === '2',
    );

    expect(await db.effects()).toHaveLength(2);
  });

  it('skips a malformed log entry and goes on with the next', async () => {
    await startConsumer();
    await db.pool.query(
      `INSERT INTO ${PRODUCER}.outbox (id, topic, key, type, payload) VALUES (gen_random_uuid(), $1, '1', 'order.status_changed', '{"garbage":true}')`,
      [TOPICS.orders],
    );
    const valid = await changeOrderStatus(db, 1, 'pending', 'accepted');

    const effects = await waitFor(db.effects, (rows) => rows.length === 1);

    expect(effects[0]?.eventId).toBe(valid.id);
  });

  it('retries a failing handler without skipping the event or the ones after it', async () => {
    const flaky = failingFirst(2, 'downstream unavailable');
    await startConsumer(flaky.handler);
    const first = await changeOrderStatus(db, 1, 'pending', 'accepted');
    const second = await changeOrderStatus(db, 1, 'accepted', 'preparing');

    const effects = await waitFor(db.effects, (rows) => rows.length === 2);

    expect(effects.map((row) => row.eventId)).toEqual([first.id, second.id]);
    expect(flaky.failuresLeft()).toBe(0);
  });

  it('sets aside an event its handler keeps failing on and goes on with the rest of its batch', async () => {
    const attemptsAtPoison: number[] = [];
    const poisonOrder = 2;
    const failOnPoison: EventHandler<PgTransaction> = async (envelope, tx) => {
      if ((envelope.data as { orderId: number }).orderId === poisonOrder) {
        attemptsAtPoison.push(Date.now());
        throw new Error('order 2 cannot be applied');
      }
      await recordEffect(envelope, tx);
    };
    // Written before the consumer starts, so the three arrive in one batch.
    const before = await changeOrderStatus(db, 1, 'pending', 'accepted');
    const poison = await changeOrderStatus(db, poisonOrder, 'pending', 'accepted');
    const after = await changeOrderStatus(db, 3, 'pending', 'accepted');
    await startConsumer(failOnPoison, 3);

    const deadLetters = await waitFor(db.deadLetters, (rows) => rows.length === 1);
    const effects = await waitFor(db.effects, (rows) => rows.length === 2);

    expect(effects.map((row) => row.eventId)).toEqual([before.id, after.id]);
    expect(deadLetters).toEqual([
      {
        eventId: poison.id,
        topic: TOPICS.orders,
        type: 'order.status_changed',
        error: 'Error: order 2 cannot be applied',
        attempts: 3,
      },
    ]);
    // The batch attempt, then three attempts at the event alone, then no more.
    await delay(300);
    expect(attemptsAtPoison).toHaveLength(4);
    const next = await changeOrderStatus(db, 4, 'pending', 'accepted');
    await waitFor(db.effects, (rows) => rows.some((row) => row.eventId === next.id));
    expect(attemptsAtPoison).toHaveLength(4);
  });

  it('keeps retrying an event while it cannot be set aside either, and loses nothing', async () => {
    // As when the database refuses writes for a while: the set-aside cannot be recorded.
    await db.pool.query(`ALTER TABLE ${CONSUMER}.dead_letter_events RENAME TO dead_letters_away`);
    const flaky = failingFirst(4, 'database unavailable');
    try {
      const event = await changeOrderStatus(db, 7, 'pending', 'accepted');
      await startConsumer(flaky.handler, 2);

      const effects = await waitFor(db.effects, (rows) => rows.length === 1);

      expect(effects[0]?.eventId).toBe(event.id);
      expect(flaky.failuresLeft()).toBe(0);
    } finally {
      await db.pool.query(`ALTER TABLE ${CONSUMER}.dead_letters_away RENAME TO dead_letter_events`);
    }
    expect(await db.deadLetters()).toEqual([]);
  });

  it('counts only an event’s own failed attempts towards setting it aside', async () => {
    // The log cannot be read for a while (as when the database is away)...
    let readFailuresLeft = 4;
    const awayForAWhile: SqlClient = {
      query: async (text, params) => {
        if (readFailuresLeft > 0) {
          readFailuresLeft -= 1;
          throw new Error('database unavailable');
        }
        return db.sql.query(text, params);
      },
      execute: (text, params) => db.sql.execute(text, params),
    };
    // ...then the first event fails once, which is fewer than its attempts allow.
    const flaky = failingFirst(1, 'lock conflict');
    const event = await changeOrderStatus(db, 8, 'pending', 'accepted');
    await startConsumer(flaky.handler, 2, awayForAWhile);

    const effects = await waitFor(db.effects, (rows) => rows.length === 1);

    expect(effects[0]?.eventId).toBe(event.id);
    expect([readFailuresLeft, flaky.failuresLeft()]).toEqual([0, 0]);
    expect(await db.deadLetters()).toEqual([]);
  });

  it('does not count a database lost under a batch towards setting its event aside', async () => {
    // What node-postgres throws when the server goes away under a query (a restart).
    const flaky = failingFirst(3, 'Connection terminated unexpectedly');
    const event = await changeOrderStatus(db, 9, 'pending', 'accepted');
    await startConsumer(flaky.handler, 2);

    const effects = await waitFor(db.effects, (rows) => rows.length === 1);

    expect(effects[0]?.eventId).toBe(event.id);
    expect(flaky.failuresLeft()).toBe(0);
    expect(await db.deadLetters()).toEqual([]);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await startConsumer();
    await expect(
      db.transactions.runInTransaction(async (tx) => {
        await tx.$executeRawUnsafe(`INSERT INTO ${PRODUCER}.orders (id, status) VALUES (5, 'accepted')`);
        await appendToOutbox(tx, PRODUCER, {
          type: 'order.cancelled',
          subject: '5',
          source: 'order',
          data: { orderId: 5, userId: 1, reason: null, cancelledAt: new Date().toISOString() },
        });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    const committed = await changeOrderStatus(db, 6, 'pending', 'accepted');

    const effects = await waitFor(db.effects, (rows) => rows.length === 1);

    expect(effects[0]?.eventId).toBe(committed.id);
  });

  it('hands a batch handler every new event of a batch at once, in log order, and each only once', async () => {
    const written = [
      await changeOrderStatus(db, 1, 'pending', 'accepted'),
      await changeOrderStatus(db, 2, 'pending', 'accepted'),
      await changeOrderStatus(db, 1, 'accepted', 'preparing'),
    ];
    const batches: string[][] = [];
    await startConsumer(
      inBatches(async (envelopes, tx) => {
        batches.push(envelopes.map((envelope) => envelope.id));
        for (const envelope of envelopes) await recordEffect(envelope, tx);
      }),
    );

    const effects = await waitFor(db.effects, (rows) => rows.length === 3);

    expect(batches).toEqual([written.map((event) => event.id)]);
    expect(effects.map((row) => row.eventId)).toEqual(written.map((event) => event.id));
    // Read again from the start, nothing is new.
    await db.pool.query(`DELETE FROM ${CONSUMER}.consumer_offsets`);
    for (const consumer of running.splice(0)) await consumer.shutdown();
    await startConsumer(inBatches(async (envelopes) => void batches.push(envelopes.map((e) => e.id))));
    await waitFor(
      () => db.pool.query(`SELECT position FROM ${CONSUMER}.consumer_offsets`),
      (result) => result.rows[0]?.position === '3',
    );
    expect(batches).toHaveLength(1);
  });

  it('records a batch as processed in one go, runs handlers on the new events only, and rolls back with them', async () => {
    const [seen, fresh] = [await changeOrderStatus(db, 1, 'pending', 'accepted'), statusEvent(2)];
    await db.transactions.runInTransaction((tx) =>
      handleBatchOnce(tx, CONSUMER, 'webhook', [seen], [recordEffect]),
    );
    const perEvent: string[] = [];
    const ordinary: EventHandler<PgTransaction> = async (envelope) => void perEvent.push(envelope.id);

    const handled = await db.transactions.runInTransaction((tx) =>
      handleBatchOnce(tx, CONSUMER, 'webhook', [seen, fresh, fresh], [recordEffect, ordinary]),
    );

    expect(handled).toBe(1);
    expect(perEvent).toEqual([fresh.id]);
    expect((await db.effects()).map((row) => row.eventId)).toEqual([seen.id, fresh.id]);
    const failing = statusEvent(3);
    await expect(
      db.transactions.runInTransaction((tx) =>
        handleBatchOnce(
          tx,
          CONSUMER,
          'webhook',
          [failing],
          [
            async () => {
              throw new Error('downstream unavailable');
            },
          ],
        ),
      ),
    ).rejects.toThrow('downstream unavailable');
    // Not remembered as processed: the next delivery handles it.
    expect(
      await db.transactions.runInTransaction((tx) =>
        handleBatchOnce(tx, CONSUMER, 'webhook', [failing], [recordEffect]),
      ),
    ).toBe(1);
  });

  it('is what createEventBus chooses without KAFKA_BROKERS, showing a change within a second', async () => {
    const bus = createEventBus<PgTransaction>({
      service: 'webhook',
      schema: CONSUMER,
      kafkaBrokers: '',
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
    });
    bus.subscribe(TOPICS.orders, recordEffect);
    await bus.start();
    try {
      expect(bus.transport).toBe('outbox-log');
      const written = await changeOrderStatus(db, 9, 'pending', 'accepted');
      bus.notify();

      const effects = await waitFor(db.effects, (rows) => rows.length === 1, 1_000);

      expect(effects[0]).toEqual({ eventId: written.id, orderId: 9, status: 'accepted' });
    } finally {
      await bus.shutdown();
    }
  });
});

// PostgreSQL only: the embedded PGlite's socket server passes no notification on to another
// connection, so there the consumer reads at its poll as before (decision 161).
const onPostgreSql = usesRealPostgres() ? describe : () => undefined;

onPostgreSql("OutboxLogConsumer woken by the producer's commits (PgOutboxCommits, issue 26)", () => {
  const { db, running } = useEventsTestDatabase();

  it('handles an event as soon as it commits, without waiting for its poll', async () => {
    const commits = new PgOutboxCommits(String(db.pool.options.connectionString), quietLogger);
    await commits.start();
    running.push({ shutdown: () => commits.stop() });
    const consumer = new OutboxLogConsumer<PgTransaction>({
      name: 'webhook',
      schema: CONSUMER,
      sql: db.sql,
      transactions: db.transactions,
      sourceSchemas: { [TOPICS.orders]: PRODUCER },
      logger: quietLogger,
      // Far longer than the test: only a commit's notification can wake it.
      pollIntervalMs: 60_000,
      commits,
    });
    consumer.subscribe(TOPICS.orders, recordEffect);
    await consumer.start();
    running.push(consumer);
    await delay(200);

    for (const orderId of [1, 2]) {
      const written = await changeOrderStatus(db, orderId, 'pending', 'accepted');
      const effects = await waitFor(db.effects, (rows) => rows.length === orderId, 5_000);
      expect(effects.at(-1)?.eventId).toBe(written.id);
    }
  });
});
