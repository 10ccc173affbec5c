import { DatabaseError, type Pool } from 'pg';
import { batchParameter, GroupCommit, PreparedStatements } from '@marketplace/db';
import { EVENT_TOPIC } from '@marketplace/contracts';
import { outboxWriterLock } from '@marketplace/events';
import type {
  PendingWebhookReceived,
  RejectedWebhookLog,
  WebhookEventCount,
  WebhookLogRecord,
  WebhookLogSummary,
  WebhookLogTotals,
} from '../../domain/webhook-log';
import type {
  WebhookAnalyticsReader,
  WebhookLogRepository,
  WebhookLogRetention,
} from '../../domain/webhook-log.repository';
import { Prisma, type PrismaClient } from './generated/client';
import {
  addToHourlyTotals,
  HOURS_TABLE,
  SUMS_OF_HOURS,
  SUMS_OF_LOG_ROWS,
  whereAll,
  windowParts,
} from './hourly-totals';
import { PURGE_BATCH_SQL } from './purge-webhook-logs';
import { WEBHOOK_SCHEMA } from './schema';

const OUTBOX_TABLE = `"${WEBHOOK_SCHEMA}".outbox`;
const LOGS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_logs`;

/**
 * A batch of accepted deliveries in one statement: one round trip and one commit for the batch.
 * The batch arrives as one JSON array ($1), one object per delivery with its index `i`.
 * - `input` draws every delivery's log row id up front, in batch order;
 * - `accepted` inserts the log rows whose (partner, webhook id) has no effective row yet; the partial
 *   unique index decides (nulls not distinct: the default partner is one partner), so neither two
 *   deliveries in the batch nor a concurrent batch can both pass. Rows go in (partner, webhook id)
 *   order, so two batches never wait on each other's ids crosswise;
 * - `writer_turn` then takes the outbox writers' lock exactly as appendToOutbox (packages/events)
 *   does, which keeps outbox seq order equal to commit order for the outbox-log consumer. It reads
 *   all of `accepted` first, so it is never held while waiting on a concurrent duplicate;
 * - `repeated` logs the other deliveries as duplicates, under the ids drawn for them;
 * - `events` writes one event per accepted delivery, in batch order, with its log row's id;
 * - `hourly` and `source_hourly` add every delivery, accepted or duplicate, to the hourly totals
 *   under this batch's writer ($2). Joining `writer_turn` makes them wait for it, so a statement
 *   never holds a totals row while it waits for the writers' lock;
 * - the statement answers the indexes of the accepted deliveries; the rest were duplicates.
 */
const RECORD_ACCEPTED_BATCH_SQL = `
WITH input AS MATERIALIZED (
  SELECT nextval('${LOGS_TABLE}_id_seq'::regclass)::int AS id, batch.*
    FROM jsonb_to_recordset($1::jsonb) AS batch(
      i int, webhook_id text, partner_id int, event text, order_id text, status text, processing_time_ms int,
      source_ip text, user_agent text, payload jsonb, created_at timestamptz(3),
      event_id uuid, topic text, key text, type text, envelope jsonb)
), accepted AS (
  INSERT INTO ${LOGS_TABLE}
    (id, webhook_id, partner_id, event, order_id, status, success, processing_time_ms, source_ip, user_agent, payload, created_at)
  SELECT id, webhook_id, partner_id, event, order_id, status, true, processing_time_ms, source_ip, user_agent, payload, created_at
    FROM input ORDER BY partner_id NULLS FIRST, webhook_id, id
  ON CONFLICT (partner_id, webhook_id) WHERE success AND NOT duplicate AND webhook_id IS NOT NULL DO NOTHING
  RETURNING id
), writer_turn AS MATERIALIZED (
  SELECT ${outboxWriterLock(OUTBOX_TABLE)} FROM (SELECT count(*) AS n FROM accepted) AS done WHERE n > 0
), repeated AS (
  INSERT INTO ${LOGS_TABLE}
    (id, webhook_id, partner_id, event, order_id, status, success, duplicate, processing_time_ms, source_ip, user_agent, payload, created_at)
  SELECT id, webhook_id, partner_id, event, order_id, status, true, true, processing_time_ms, source_ip, user_agent, payload, created_at
    FROM input WHERE id NOT IN (SELECT id FROM accepted) ORDER BY id
), events AS (
  INSERT INTO ${OUTBOX_TABLE} (id, topic, key, type, payload)
  SELECT input.event_id, input.topic, input.key, input.type,
         jsonb_set(input.envelope, '{data,webhookLogId}', to_jsonb(input.id))
    FROM input JOIN accepted USING (id) CROSS JOIN writer_turn
   ORDER BY input.id
), ${addToHourlyTotals('input LEFT JOIN writer_turn ON true', true)}
SELECT input.i FROM input JOIN accepted USING (id)`;

/**
 * A batch of refused deliveries' log rows, one JSON array ($1) in one statement, added to the
 * hourly totals under the batch's writer ($2) in the same statement.
 */
const RECORD_REJECTED_BATCH_SQL = `
WITH input AS MATERIALIZED (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS batch(
    i int, webhook_id text, partner_id int, event text, order_id text, status text, processing_time_ms int,
    source_ip text, user_agent text, error_message text, payload jsonb, created_at timestamptz(3))
), ${addToHourlyTotals('input', false)}
INSERT INTO ${LOGS_TABLE}
  (webhook_id, partner_id, event, order_id, status, success, processing_time_ms, source_ip, user_agent, error_message, payload, created_at)
SELECT webhook_id, partner_id, event, order_id, status, false, processing_time_ms, source_ip, user_agent, error_message, payload, created_at
  FROM input
 ORDER BY i`;

/** A log row as the batch statements read it from their JSON array; `i` is its place in the batch. */
function logRowFields(log: WebhookLogRecord, i: number) {
  return {
    i,
    webhook_id: log.webhookId,
    partner_id: log.partnerId ?? null,
    event: log.event,
    order_id: log.orderId,
    status: log.status,
    processing_time_ms: log.processingTimeMs,
    source_ip: log.sourceIp,
    user_agent: log.userAgent,
    payload: log.payload,
    created_at: log.receivedAt.toISOString(),
  };
}

interface AcceptedDelivery {
  log: WebhookLogRecord;
  event: PendingWebhookReceived;
}

export interface AcceptedBatching {
  /** Batch writes in flight at once, each on its own pool connection. */
  concurrency: number;
  /** The most deliveries one statement writes. */
  maxBatchSize: number;
  /** How long a delivery may wait for others to share its statement. */
  lingerMs?: number;
}

const LOGS = Prisma.raw(LOGS_TABLE);
const HOURS = Prisma.raw(HOURS_TABLE);

/**
 * The analytics' window, from `since` on: open at its end as it always was, so it covers whatever is
 * logged until the statement reads (the newest rows listed beside it are read the same way). Its
 * partial first hour is read from the log; every later hour, the current one included, from the
 * hourly totals, which hold exactly the rows logged so far.
 */
const analyticsWindow = (since: Date) => ({ from: since });

/** The analytics' figures over `since`'s window as one statement's parts. */
const totalsParts = (since: Date) =>
  windowParts(analyticsWindow(since), {
    log: (inWindow) => Prisma.sql`SELECT ${SUMS_OF_LOG_ROWS} FROM ${LOGS} ${whereAll(inWindow)}`,
    hours: (inWindow) => Prisma.sql`SELECT ${SUMS_OF_HOURS} FROM ${HOURS} ${whereAll(inWindow)}`,
  });

/** The requests of `since`'s window by event, from log rows and from hourly totals alike. */
const eventCountParts = (since: Date) =>
  windowParts(analyticsWindow(since), {
    log: (inWindow) =>
      Prisma.sql`SELECT event, count(*) AS requests FROM ${LOGS} ${whereAll(inWindow)} GROUP BY event`,
    hours: (inWindow) =>
      Prisma.sql`SELECT event, sum(requests) AS requests FROM ${HOURS} ${whereAll(inWindow)} GROUP BY event`,
  });

interface TotalsRow {
  total: number;
  successful: number;
  average: number | null;
  max: number | null;
}

interface EventCountRow {
  event: string;
  count: number;
}

/**
 * The webhook log in PostgreSQL. The request path's write goes through node-postgres as a named
 * prepared statement: measured on the 2-core target machine, Prisma's raw-query path costs several
 * times the CPU per call, which the webhook throughput target cannot afford. Accepted deliveries
 * that arrive together are written together (group commit): each request is answered once the
 * statement holding it has committed, so an answer still means the delivery is durable. Everything
 * else, off the hot path, uses the Prisma client.
 */
export class PostgresWebhookLogRepository
  implements WebhookLogRepository, WebhookAnalyticsReader, WebhookLogRetention
{
  private readonly statements: PreparedStatements;
  private readonly accepted: GroupCommit<AcceptedDelivery, { duplicate: boolean }>;
  /**
   * Refused deliveries are written in groups too: a flood of forged or malformed requests then
   * costs the database what the same number of accepted ones would, not a statement each.
   */
  private readonly rejected: GroupCommit<RejectedWebhookLog, void>;

  constructor(
    private readonly prisma: PrismaClient,
    pool: Pool,
    batching: AcceptedBatching,
  ) {
    this.statements = new PreparedStatements(pool, WEBHOOK_SCHEMA);
    this.accepted = new GroupCommit({
      ...batching,
      write: (deliveries, writer) => this.writeAccepted(deliveries, writer),
      // The server refused the statement (a value it cannot store, say): nothing of it was written.
      retryAlone: (error) => error instanceof DatabaseError,
    });
    // One writer for refusals, on a connection of its own (the pool has one more than the accepted
    // writers use), so a flood of forgeries never queues verified webhooks behind it.
    this.rejected = new GroupCommit({
      ...batching,
      concurrency: 1,
      write: (logs, writer) => this.writeRejected(logs, writer),
      retryAlone: (error) => error instanceof DatabaseError,
    });
  }

  recordAccepted(log: WebhookLogRecord, event: PendingWebhookReceived): Promise<{ duplicate: boolean }> {
    return this.accepted.submit({ log, event });
  }

  private async writeAccepted(
    deliveries: readonly AcceptedDelivery[],
    writer: number,
  ): Promise<{ duplicate: boolean }[]> {
    const batch = batchParameter(
      deliveries.map(({ log, event }, i) => ({
        ...logRowFields(log, i),
        event_id: event.id,
        topic: EVENT_TOPIC[event.type],
        key: event.subject,
        type: event.type,
        envelope: event,
      })),
    );
    const rows = await this.statements.run<{ i: number }>('record_accepted', RECORD_ACCEPTED_BATCH_SQL, [
      batch,
      writer,
    ]);
    const accepted = new Set(rows.map((row) => row.i));
    return deliveries.map((_delivery, index) => ({ duplicate: !accepted.has(index) }));
  }

  recordRejected(log: RejectedWebhookLog): Promise<void> {
    return this.rejected.submit(log);
  }

  private async writeRejected(logs: readonly RejectedWebhookLog[], writer: number): Promise<void[]> {
    const batch = batchParameter(
      logs.map((log, i) => ({ ...logRowFields(log, i), error_message: log.errorMessage })),
    );
    await this.statements.run('record_rejected', RECORD_REJECTED_BATCH_SQL, [batch, writer]);
    return logs.map(() => undefined);
  }

  /**
   * The window's whole hours from the hourly totals and its partial first hour from the log, in one
   * statement. The mean is the numeric quotient of the summed time by the requests, which is how
   * PostgreSQL's avg() of an integer column computes it, so it is the same to the last digit.
   */
  async totals(since: Date): Promise<WebhookLogTotals> {
    const parts = totalsParts(since);
    const [row] =
      parts.length === 0
        ? []
        : await this.prisma.$queryRaw<TotalsRow[]>`
      SELECT coalesce(sum(requests), 0)::int AS total,
             coalesce(sum(successful), 0)::int AS successful,
             (sum(processing_time_ms)::numeric / nullif(sum(requests), 0)::numeric)::float8 AS average,
             max(max_processing_time_ms) AS max
        FROM (${Prisma.join(parts, ' UNION ALL ')}) AS parts`;
    return {
      total: row?.total ?? 0,
      successful: row?.successful ?? 0,
      averageProcessingTimeMs: row?.average ?? null,
      maxProcessingTimeMs: row?.max ?? null,
    };
  }

  /** Read like the totals; the most frequent first, then by name. */
  async eventCounts(since: Date): Promise<WebhookEventCount[]> {
    const parts = eventCountParts(since);
    if (parts.length === 0) return [];
    return this.prisma.$queryRaw<EventCountRow[]>`
      SELECT event, sum(requests)::int AS count
        FROM (${Prisma.join(parts, ' UNION ALL ')}) AS parts
       GROUP BY event
      HAVING sum(requests) > 0
       ORDER BY sum(requests) DESC, event`;
  }

  async deleteLoggedBefore(before: Date, limit: number): Promise<number> {
    const [row] = await this.prisma.$queryRawUnsafe<{ deleted: number }[]>(
      PURGE_BATCH_SQL,
      before.toISOString(),
      limit,
    );
    return row?.deleted ?? 0;
  }

  async recent(since: Date, limit: number): Promise<WebhookLogSummary[]> {
    return this.prisma.webhookLog.findMany({
      where: { createdAt: { gte: since } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        id: true,
        createdAt: true,
        event: true,
        orderId: true,
        success: true,
        processingTimeMs: true,
        sourceIp: true,
        userAgent: true,
      },
    });
  }
}
