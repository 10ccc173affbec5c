import { DEFAULT_WEBHOOK_PARTNER } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { createPrisma, runMigrations, openPool } from '@marketplace/db';
import { createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { webhookReceivedEvent } from '../src/domain/webhook-received';
import { PrismaClient } from '../src/infra/db/generated/client';
import { HOURS_TABLE, SOURCE_HOURS_TABLE } from '../src/infra/db/hourly-totals';
import { PostgresWebhookLogRepository } from '../src/infra/db/postgres-webhook-log.repository';
import { WEBHOOK_SCHEMA } from '../src/infra/db/schema';
import { DATABASE_START_TIMEOUT_MS } from './webhook-test-app';

/**
 * Migration 20261127030000_webhook_hour_max gives the hourly totals the longest processing time of
 * the requests they count, filled from the rows logged before it, whichever writer's totals row
 * counted them.
 */

const MIGRATIONS = join(__dirname, '../prisma/migrations');
const REPORT_MIGRATION = '20261127010000_webhook_report';
const MAX_MIGRATION = '20261127030000_webhook_hour_max';
const LOGS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_logs`;

let database: TestDatabase;
let pool: Pool;
let prisma: PrismaClient;
const scratch: string[] = [];

/** Migrates the database with the service's migrations up to (without) `name`. */
async function migrateUpTo(name?: string): Promise<void> {
  let migrationsDir = MIGRATIONS;
  if (name !== undefined) {
    migrationsDir = mkdtempSync(join(tmpdir(), 'webhook-migrations-'));
    scratch.push(migrationsDir);
    for (const entry of readdirSync(MIGRATIONS).filter((folder) => folder < name)) {
      cpSync(join(MIGRATIONS, entry), join(migrationsDir, entry), { recursive: true });
    }
  }
  await runMigrations({ connectionString: database.connectionString, schema: WEBHOOK_SCHEMA, migrationsDir });
}

interface LoggedRow {
  at: string;
  event: string;
  success: boolean;
  ms: number;
  sourceIp: string | null;
}

const logRow = (row: LoggedRow) =>
  pool.query(
    `INSERT INTO ${LOGS_TABLE} (event, success, processing_time_ms, source_ip, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING created_at, event, success, source_ip, processing_time_ms`,
    [row.event, row.success, row.ms, row.sourceIp, row.at],
  );

/** A log row added to the totals under `writer` as the write statements did before the maximum. */
const logRowAsBefore = (row: LoggedRow, writer: number) =>
  pool.query(
    `WITH logged AS (
       INSERT INTO ${LOGS_TABLE} (event, success, processing_time_ms, source_ip, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING created_at, event, success, source_ip, processing_time_ms
     ), hourly AS (
       INSERT INTO ${HOURS_TABLE} AS totals (hour, event, success, writer, requests, processing_time_ms)
       SELECT date_trunc('hour', created_at, 'UTC'), event, success, $6::smallint, 1, processing_time_ms FROM logged
       ON CONFLICT (hour, event, success, writer) DO UPDATE
          SET requests = totals.requests + 1, processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms
     )
     INSERT INTO ${SOURCE_HOURS_TABLE} AS totals (source_ip, hour, event, success, writer, requests, processing_time_ms)
     SELECT source_ip, date_trunc('hour', created_at, 'UTC'), event, success, $6::smallint, 1, processing_time_ms
       FROM logged WHERE source_ip IS NOT NULL
     ON CONFLICT (source_ip, hour, event, success, writer) DO UPDATE
        SET requests = totals.requests + 1, processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms`,
    [row.event, row.success, row.ms, row.sourceIp, row.at, writer],
  );

const PARTNER = '203.0.113.7';
const PROBE = '192.0.2.66';

beforeAll(async () => {
  database = await createTestDatabase();
  pool = openPool({ connectionString: database.connectionString, max: 2 });
  // Logged before the hourly totals existed: their migration counts them under writer 0.
  await migrateUpTo(REPORT_MIGRATION);
  for (const row of [
    { at: '2030-01-01T10:05:00Z', event: 'order.status_changed', success: true, ms: 12, sourceIp: PARTNER },
    { at: '2030-01-01T10:10:00Z', event: 'order.status_changed', success: true, ms: 4, sourceIp: null },
    { at: '2030-01-01T10:20:00Z', event: 'authentication_failed', success: false, ms: 2, sourceIp: PROBE },
    { at: '2030-01-01T11:40:00Z', event: 'order.status_changed', success: true, ms: 7, sourceIp: PARTNER },
  ]) {
    await logRow(row);
  }
  // Logged by two batch writers between the totals and their maximum.
  await migrateUpTo(MAX_MIGRATION);
  for (const [row, writer] of [
    [
      { at: '2030-01-01T10:30:00Z', event: 'order.status_changed', success: true, ms: 30, sourceIp: PARTNER },
      1,
    ],
    [
      { at: '2030-01-01T10:35:00Z', event: 'order.status_changed', success: true, ms: 9, sourceIp: PARTNER },
      2,
    ],
    [
      { at: '2030-01-01T11:45:00Z', event: 'authentication_failed', success: false, ms: 45, sourceIp: PROBE },
      2,
    ],
    [{ at: '2030-01-01T12:15:00Z', event: 'order.status_changed', success: true, ms: 3, sourceIp: null }, 1],
  ] as const) {
    await logRowAsBefore(row, writer);
  }
  await migrateUpTo();
  prisma = createPrisma(PrismaClient, {
    connectionString: database.connectionString,
    schema: WEBHOOK_SCHEMA,
  });
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([prisma?.$disconnect(), pool?.end()]);
  await database?.drop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}, DATABASE_START_TIMEOUT_MS);

/**
 * Totals whose maximum is not the longest of their hour's, event's and outcome's log rows (and source
 * IP's): each writer's row (`rows`), or the greatest over the writers' rows, which is what is read.
 */
async function maximaOffTheLog(over: 'rows' | 'writers'): Promise<number> {
  const hours = (table: string, keys: string) =>
    over === 'rows'
      ? table
      : `(SELECT ${keys}, max(max_processing_time_ms) AS max_processing_time_ms
                                  FROM ${table} GROUP BY ${keys})`;
  const { rows } = await pool.query<{ off: number }>(
    `SELECT ((SELECT count(*) FROM ${hours(HOURS_TABLE, 'hour, event, success')} AS totals
              WHERE max_processing_time_ms IS DISTINCT FROM (
                    SELECT max(processing_time_ms) FROM ${LOGS_TABLE} AS log
                     WHERE date_trunc('hour', log.created_at, 'UTC') = totals.hour
                       AND log.event = totals.event AND log.success = totals.success))
          + (SELECT count(*) FROM ${hours(SOURCE_HOURS_TABLE, 'source_ip, hour, event, success')} AS totals
              WHERE max_processing_time_ms IS DISTINCT FROM (
                    SELECT max(processing_time_ms) FROM ${LOGS_TABLE} AS log
                     WHERE date_trunc('hour', log.created_at, 'UTC') = totals.hour AND log.source_ip = totals.source_ip
                       AND log.event = totals.event AND log.success = totals.success)))::int AS off`,
  );
  return rows[0]!.off;
}

describe('migration 20261127030000_webhook_hour_max', () => {
  it("fills every writer's totals rows with the longest time of the requests logged before it", async () => {
    const { rows } = await pool.query<{ writers: number; rows: number }>(
      `SELECT count(DISTINCT writer)::int AS writers, count(*)::int AS rows FROM ${HOURS_TABLE}`,
    );
    expect(rows[0]).toEqual({ writers: 3, rows: 7 });
    expect(await maximaOffTheLog('rows')).toBe(0);
  });

  it('leaves the column required and without a default, so every write names it', async () => {
    const { rows } = await pool.query(
      `SELECT table_name, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = $1 AND column_name = 'max_processing_time_ms' ORDER BY table_name`,
      [WEBHOOK_SCHEMA],
    );
    expect(rows).toEqual([
      { table_name: 'webhook_log_hours', is_nullable: 'NO', column_default: null },
      { table_name: 'webhook_log_source_hours', is_nullable: 'NO', column_default: null },
    ]);
  });

  it('gives the analytics the figures of the log, and the write statements keep the maximum', async () => {
    const logs = new PostgresWebhookLogRepository(prisma, pool, { concurrency: 1, maxBatchSize: 16 });
    const since = new Date('2030-01-01T10:15:00Z');
    expect(await logs.totals(since)).toEqual({
      total: 6,
      successful: 4,
      averageProcessingTimeMs: (2 + 7 + 30 + 9 + 45 + 3) / 6,
      maxProcessingTimeMs: 45,
    });
    expect(await logs.eventCounts(since)).toEqual([
      { event: 'order.status_changed', count: 4 },
      { event: 'authentication_failed', count: 2 },
    ]);
    expect((await logs.totals(new Date('2030-01-01T10:00:00Z'))).maxProcessingTimeMs).toBe(45);
    expect((await logs.totals(new Date('2030-01-01T11:50:00Z'))).maxProcessingTimeMs).toBe(3);

    for (const ms of [50, 20]) {
      const receivedAt = new Date('2030-01-01T12:30:00Z');
      await logs.recordAccepted(
        {
          webhookId: `msg_${randomUUID()}`,
          event: 'order.status_changed',
          orderId: 'SR-9',
          status: 'ready',
          processingTimeMs: ms,
          sourceIp: PARTNER,
          userAgent: null,
          payload: null,
          receivedAt,
        },
        webhookReceivedEvent({
          id: randomUUID(),
          event: 'order.status_changed',
          orderId: 'SR-9',
          status: 'ready',
          externalStatus: 'ready',
          receivedAt,
          partner: DEFAULT_WEBHOOK_PARTNER,
        }),
      );
    }
    expect((await logs.totals(new Date('2030-01-01T11:50:00Z'))).maxProcessingTimeMs).toBe(50);
    expect(await maximaOffTheLog('writers')).toBe(0);
  });
});
