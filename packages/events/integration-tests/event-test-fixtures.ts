import type { EventEnvelope, OrderStatus } from '@marketplace/contracts';
import { createTestDatabase, usesRealPostgres } from '@marketplace/testing';
import type { Pool } from 'pg';
import { openPool } from '@marketplace/db';
import pino from 'pino';
import {
  appendToOutbox,
  deadLetterTableSql,
  eventPruneLeaseSql,
  outboxRelayLeaseSql,
  outboxTablesSql,
  pgSqlClient,
  pgTransactionRunner,
  type EventHandler,
  type KafkaConsumerTuning,
  type OutboxEvent,
  type PgTransaction,
} from '../src';

/** The producing service's schema and the consuming service's schema, as in production. */
export const PRODUCER = 'orders';
export const CONSUMER = 'webhooks';

export const quietLogger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

export interface EventsTestDatabase {
  pool: Pool;
  sql: ReturnType<typeof pgSqlClient>;
  transactions: ReturnType<typeof pgTransactionRunner>;
  /** Events the consuming service acted on, in the order it acted. */
  effects(): Promise<Array<{ eventId: string; orderId: number; status: string }>>;
  /** Events the consuming service set aside after its handler kept failing. */
  deadLetters(): Promise<
    Array<{ eventId: string; topic: string; type: string; error: string; attempts: number }>
  >;
  /** Empties every table and restarts the sequences, for the next test. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Short group timings, so a consumer rejoins within seconds after a broker outage. */
export const FAST_KAFKA_CONSUMER: KafkaConsumerTuning = {
  sessionTimeoutMs: 3_000,
  heartbeatIntervalMs: 300,
  fetchMaxWaitMs: 100,
};

/** Starting an embedded database takes seconds: one per test file, reset between tests. */
export const SETUP_TIMEOUT_MS = 30_000;

/** A fresh database with both services' event tables and an `effects` table the handlers write to. */
export async function createEventsTestDatabase(): Promise<EventsTestDatabase> {
  const database = await createTestDatabase();
  // pglite-socket 0.2.17 can bind one connection's parameters to another connection's statement
  // when their extended-protocol messages interleave, so on PGlite the test uses one connection.
  const pool = openPool({ connectionString: database.connectionString, max: usesRealPostgres() ? 4 : 1 });
  for (const schema of [PRODUCER, CONSUMER]) {
    await pool.query(`CREATE SCHEMA ${schema}`);
    await pool.query(outboxTablesSql(schema));
    await pool.query(outboxRelayLeaseSql(schema));
    await pool.query(eventPruneLeaseSql(schema));
    await pool.query(deadLetterTableSql(schema));
  }
  await pool.query(`CREATE TABLE ${PRODUCER}.orders (id int PRIMARY KEY, status text NOT NULL)`);
  await pool.query(
    `CREATE TABLE ${CONSUMER}.effects (seq serial PRIMARY KEY, event_id uuid NOT NULL, order_id int NOT NULL, status text NOT NULL)`,
  );
  return {
    pool,
    sql: pgSqlClient(pool),
    transactions: pgTransactionRunner(pool),
    effects: async () =>
      (
        await pool.query<{ eventId: string; orderId: number; status: string }>(
          `SELECT event_id AS "eventId", order_id AS "orderId", status FROM ${CONSUMER}.effects ORDER BY seq`,
        )
      ).rows,
    deadLetters: async () =>
      (
        await pool.query<{ eventId: string; topic: string; type: string; error: string; attempts: number }>(
          `SELECT event_id AS "eventId", topic, type, error, attempts FROM ${CONSUMER}.dead_letter_events ORDER BY failed_at`,
        )
      ).rows,
    reset: async () => {
      const tables = [PRODUCER, CONSUMER].flatMap((schema) =>
        [
          'outbox',
          'outbox_relay_lease',
          'event_prune_lease',
          'processed_events',
          'consumer_offsets',
          'dead_letter_events',
        ].map((table) => `${schema}.${table}`),
      );
      await pool.query(
        `TRUNCATE ${[...tables, `${PRODUCER}.orders`, `${CONSUMER}.effects`].join(', ')} RESTART IDENTITY`,
      );
    },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/** What a test starts and must stop before the next test: a consumer, a bus. */
export interface Stoppable {
  shutdown(): Promise<void>;
}

/**
 * The test file's (or describe block's) database, created before its tests and closed after them;
 * after each test, the consumers it pushed on `running` are shut down and the tables emptied.
 */
export function useEventsTestDatabase(): { db: EventsTestDatabase; running: Stoppable[] } {
  const db = {} as EventsTestDatabase;
  const running: Stoppable[] = [];
  beforeAll(async () => {
    Object.assign(db, await createEventsTestDatabase());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => db.close?.());
  afterEach(async () => {
    for (const consumer of running.splice(0)) await consumer.shutdown();
    await db.reset();
  });
  return { db, running };
}

/** The consuming service's handler: one effect row per event, in the event's transaction. */
export const recordEffect: EventHandler<PgTransaction> = async (envelope, tx) => {
  const data = envelope.data as { orderId: number | string; status?: string };
  await tx.$executeRawUnsafe(
    `INSERT INTO ${CONSUMER}.effects (event_id, order_id, status) VALUES ($1::uuid, $2, $3)`,
    envelope.id,
    Number(data.orderId),
    data.status ?? envelope.type,
  );
};

export function statusChanged(
  orderId: number,
  previousStatus: OrderStatus,
  status: OrderStatus,
): OutboxEvent<'order.status_changed'> {
  return {
    type: 'order.status_changed',
    subject: String(orderId),
    source: 'order',
    data: {
      orderId,
      userId: 1,
      previousStatus,
      status,
      externalStatus: null,
      changedAt: new Date().toISOString(),
      source: 'system',
    },
  };
}

/** What the order service does on a status change: the business write and the event, one transaction. */
export async function changeOrderStatus(
  db: EventsTestDatabase,
  orderId: number,
  previousStatus: OrderStatus,
  status: OrderStatus,
): Promise<EventEnvelope<'order.status_changed'>> {
  return db.transactions.runInTransaction(async (tx) => {
    await tx.$executeRawUnsafe(
      `INSERT INTO ${PRODUCER}.orders (id, status) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status`,
      orderId,
      status,
    );
    return appendToOutbox(tx, PRODUCER, statusChanged(orderId, previousStatus, status));
  });
}

export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
