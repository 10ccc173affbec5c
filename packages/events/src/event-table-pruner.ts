import { DELETE_BATCH_SIZE, deleteInBatches, leaseTableSql, TableLease } from '@marketplace/db';
import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { Counter, Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import { assertSchemaName } from './outbox-schema';
import type { SqlClient } from './sql-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long event rows are kept (decision 118). Published outbox rows: Kafka holds them, nothing
 * re-reads the outbox in Kafka mode. Processed-event ids must outlive every redelivery: Kafka's
 * retention.ms of 7 days plus a segment's roll time (up to 7 more), and an outbox read as a log
 * for as long as its rows are kept, so 15 days.
 */
export const eventRetentionConfigSchema = z.object({
  OUTBOX_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * DAY_MS),
  PROCESSED_EVENT_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * DAY_MS),
  /** How often one replica looks for rows past their retention. */
  EVENT_PRUNE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60_000),
});

export type EventRetentionConfig = z.infer<typeof eventRetentionConfigSchema>;

export interface EventRetention {
  outboxMs: number;
  /** Absent where the service consumes nothing (the catalog's change log has no processed_events). */
  processedEventsMs?: number;
  intervalMs: number;
}

export const eventRetentionOf = (config: EventRetentionConfig): EventRetention => ({
  outboxMs: config.OUTBOX_RETENTION_MS,
  processedEventsMs: config.PROCESSED_EVENT_RETENTION_MS,
  intervalMs: config.EVENT_PRUNE_INTERVAL_MS,
});

/**
 * Which outbox rows have served their purpose. With a relay, a row is done once Kafka has it
 * (`published`). Without one the outbox is the log its consumers read (and the catalog's change
 * log always is), so it keeps each row for the retention by age, as a Kafka topic would: a
 * consumer further behind than that has lost those events either way.
 */
export type OutboxPruneRule = 'published' | 'log';

/** The lease of the one replica that prunes, in the service's schema: the one definition its migration holds. */
export function eventPruneLeaseSql(schema: string): string {
  return leaseTableSql(schema, 'event_prune_lease');
}

/** Longer than any batch takes; renewed before each batch, so a replica that dies hands over in a minute. */
const PRUNE_LEASE_MS = 60_000;

export interface EventTablePrunerOptions {
  sql: SqlClient;
  /** The service's own schema. */
  schema: string;
  retention: EventRetention;
  outboxRule: OutboxPruneRule;
  logger: Logger;
  metrics?: Registry;
  batchSize?: number;
}

export interface PruneOutcome {
  pruned: { outbox: number; processed_events: number };
  kept: { outbox: number; processed_events: number };
}

type EventTable = keyof PruneOutcome['pruned'];

/**
 * Deletes event rows past their retention, in small batches, on one replica at a time: the one
 * holding the schema's event_prune_lease (a TableLease, as the relay's). Counts what it pruned and
 * what is left in the metrics (`event_rows_pruned_total`, `event_table_rows`).
 */
export class EventTablePruner {
  private readonly s: string;
  private readonly lease: TableLease;
  private readonly batchSize: number;
  private readonly prunedCounter?: Counter<'table'>;
  private readonly keptGauge?: Gauge<'table'>;

  constructor(private readonly options: EventTablePrunerOptions) {
    this.s = `"${assertSchemaName(options.schema)}"`;
    this.lease = new TableLease(options.sql, options.schema, 'event_prune_lease', PRUNE_LEASE_MS);
    this.batchSize = options.batchSize ?? DELETE_BATCH_SIZE;
    if (options.metrics) {
      this.prunedCounter = new Counter({
        name: 'event_rows_pruned_total',
        help: 'Event rows deleted past their retention, per table',
        labelNames: ['table'],
        registers: [options.metrics],
      });
      this.keptGauge = new Gauge({
        name: 'event_table_rows',
        help: 'Rows an event table held after the last prune, per table',
        labelNames: ['table'],
        registers: [options.metrics],
      });
    }
  }

  /** Runs now and then every retention.intervalMs until stopped. */
  start(): PeriodicTask {
    return startPeriodicTask({
      name: `prune ${this.options.schema} event tables`,
      intervalMs: this.options.retention.intervalMs,
      run: async (signal) => {
        const outcome = await this.pruneOnce(new Date(), signal);
        if (outcome && (outcome.pruned.outbox > 0 || outcome.pruned.processed_events > 0))
          this.options.logger.info(outcome, 'event rows past their retention pruned');
      },
      logger: this.options.logger,
    });
  }

  /**
   * One round, judged against `now`: undefined when another replica holds the lease. Stops between
   * batches when the signal aborts (the service is shutting down); the next round goes on.
   */
  async pruneOnce(now: Date, signal?: AbortSignal): Promise<PruneOutcome | undefined> {
    if (!(await this.lease.acquire())) return undefined;
    try {
      const { retention, outboxRule } = this.options;
      const outboxBefore = new Date(now.getTime() - retention.outboxMs);
      const pruned = {
        outbox: await this.inBatches(
          'outbox',
          `DELETE FROM ${this.s}.outbox WHERE seq IN (
             SELECT seq FROM ${this.s}.outbox
              WHERE ${outboxRule === 'published' ? 'published_at' : 'created_at'} < $1
              ORDER BY seq LIMIT $2)`,
          outboxBefore,
          signal,
        ),
        processed_events:
          retention.processedEventsMs === undefined
            ? 0
            : await this.inBatches(
                'processed_events',
                `DELETE FROM ${this.s}.processed_events WHERE (consumer, event_id) IN (
                   SELECT consumer, event_id FROM ${this.s}.processed_events
                    WHERE processed_at < $1 LIMIT $2)`,
                new Date(now.getTime() - retention.processedEventsMs),
                signal,
              ),
      };
      const kept = { outbox: 0, processed_events: 0 };
      for (const table of this.tables()) {
        kept[table] = await this.count(table);
        this.keptGauge?.set({ table }, kept[table]);
      }
      return { pruned, kept };
    } finally {
      await this.lease.release().catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'event prune lease not released');
      });
    }
  }

  private tables(): EventTable[] {
    return this.options.retention.processedEventsMs === undefined
      ? ['outbox']
      : ['outbox', 'processed_events'];
  }

  private inBatches(table: EventTable, statement: string, before: Date, signal?: AbortSignal) {
    return deleteInBatches((limit) => this.options.sql.execute(statement, [before, limit]), {
      batchSize: this.batchSize,
      signal,
      // Renewed before each batch: a round longer than the lease must not overlap another replica's.
      mayGoOn: () => this.lease.acquire(),
      onBatch: (deleted) => this.prunedCounter?.inc({ table }, deleted),
    });
  }

  private async count(table: EventTable): Promise<number> {
    const [row] = await this.options.sql.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM ${this.s}.${table}`,
    );
    return Number(row?.rows ?? 0);
  }
}
