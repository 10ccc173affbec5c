import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { Logger } from 'pino';
import { HandlerRegistry, handleBatchOnce, type EventConsumer, type EventHandler } from './event-consumer';
import { parseEventMessage } from './event-envelope';
import { assertSchemaName } from './outbox-schema';
import type { PrismaRawClient, SqlClient, TransactionRunner } from './sql-client';
import { backoffDelay, WakeupSignal } from './wakeup-signal';

/** Which service schema's outbox carries each topic. */
export type TopicSourceSchemas = Partial<Record<Topic, string>>;

export interface OutboxLogConsumerOptions<Tx extends PrismaRawClient> {
  /** The consumer's name in processed_events and consumer_offsets. */
  name: string;
  /** The consuming service's schema (processed_events, consumer_offsets). */
  schema: string;
  /** Reads the producing services' outbox tables; the same database in embedded mode. */
  sql: SqlClient;
  transactions: TransactionRunner<Tx>;
  sourceSchemas: TopicSourceSchemas;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

interface Stream {
  topic: Topic;
  outbox: string;
  /** consumer_offsets.source */
  source: string;
  /** Last seq handled; undefined until read from consumer_offsets. */
  position: string | undefined;
  failures: number;
  retryAt: number;
}

interface LogRow {
  seq: string;
  payload: string;
}

/**
 * Embedded transport (no KAFKA_BROKERS): reads the producing service's outbox table as the log,
 * in seq order per topic. Handlers, processed_events and the consumer's position in
 * consumer_offsets change in one transaction per batch, so a restart resumes where it stopped and a
 * repeated event id has no second effect; handlers made with inBatches see a batch in one call. A
 * failing handler is retried with backoff and holds its topic back; a row that is not a valid
 * envelope is logged and skipped.
 */
export class OutboxLogConsumer<Tx extends PrismaRawClient> implements EventConsumer<Tx> {
  private readonly registry = new HandlerRegistry<Tx>();
  private readonly wakeup = new WakeupSignal();
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private loop: Promise<void> | undefined;
  private stopping = false;

  constructor(private readonly options: OutboxLogConsumerOptions<Tx>) {
    assertSchemaName(options.schema);
    this.logger = options.logger.child({ consumer: options.name });
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.batchSize = options.batchSize ?? 100;
  }

  subscribe(topic: Topic, handler: EventHandler<Tx>): void {
    if (this.loop) throw new Error('subscribe() must be called before start()');
    if (!this.options.sourceSchemas[topic])
      throw new Error(`No outbox schema is known to carry topic ${topic}`);
    this.registry.add(topic, handler);
  }

  async start(): Promise<void> {
    if (this.loop || this.registry.topics().length === 0) return;
    const streams = this.registry.topics().map((topic): Stream => {
      const sourceSchema = assertSchemaName(this.options.sourceSchemas[topic] ?? '');
      return {
        topic,
        outbox: `"${sourceSchema}".outbox`,
        source: `${sourceSchema}.outbox/${topic}`,
        position: undefined,
        failures: 0,
        retryAt: 0,
      };
    });
    this.loop = this.run(streams);
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    await this.loop;
  }

  private async run(streams: Stream[]): Promise<void> {
    while (!this.stopping) {
      for (const stream of streams) {
        if (this.stopping || Date.now() < stream.retryAt) continue;
        try {
          await this.drain(stream);
          stream.failures = 0;
        } catch (error) {
          stream.failures += 1;
          stream.retryAt = Date.now() + backoffDelay(stream.failures);
          this.logger.error(
            { err: error, topic: stream.topic, attempt: stream.failures },
            'outbox log consumer failed; retrying',
          );
        }
      }
      await this.wakeup.sleep(this.pollIntervalMs);
    }
  }

  private async drain(stream: Stream): Promise<void> {
    stream.position ??= await this.readPosition(stream.source);
    const handlers = this.registry.for(stream.topic);
    const settled = await this.settledPosition(stream);
    for (;;) {
      const rows: LogRow[] = await this.options.sql.query<LogRow>(
        `SELECT seq::text AS seq, payload::text AS payload FROM ${stream.outbox}
          WHERE topic = $1 AND seq > $2::bigint AND seq <= $3::bigint ORDER BY seq LIMIT $4`,
        [stream.topic, stream.position, settled, this.batchSize],
      );
      if (rows.length === 0 || this.stopping) return;
      const envelopes: EventEnvelope[] = [];
      for (const row of rows) {
        const parsed = parseEventMessage(row.payload);
        if (parsed.ok) envelopes.push(parsed.envelope);
        else
          this.logger.error(
            { topic: stream.topic, seq: row.seq, reason: parsed.reason },
            'skipping malformed event',
          );
      }
      // One transaction a batch: the handlers, processed_events and the new position commit together,
      // so a crash or a failing handler replays the batch and the idempotency keeps that harmless.
      await this.options.transactions.runInTransaction(async (tx) => {
        await handleBatchOnce(tx, this.options.schema, this.options.name, envelopes, handlers);
        await tx.$executeRawUnsafe(
          `INSERT INTO "${this.options.schema}".consumer_offsets (consumer, source, position) VALUES ($1, $2, $3::bigint)
           ON CONFLICT (consumer, source) DO UPDATE SET position = GREATEST(consumer_offsets.position, EXCLUDED.position)`,
          this.options.name,
          stream.source,
          rows[rows.length - 1]!.seq,
        );
      });
      stream.position = rows[rows.length - 1]!.seq;
      if (rows.length < this.batchSize) return;
    }
  }

  /**
   * The highest seq below which no row can still appear. Writers hold the outbox lock shared from
   * before drawing a seq until they commit; taking it exclusively waits out every writer in flight.
   * The statement's snapshot predates the lock, so every seq up to the max it sees was drawn by a
   * writer that has finished by the time the lock is granted: committed, or rolled back for good.
   */
  private async settledPosition(stream: Stream): Promise<string> {
    const rows = await this.options.sql.query<{ settled: string }>(
      `SELECT coalesce(max(seq), 0)::text AS settled
         FROM ${stream.outbox}, pg_advisory_xact_lock(hashtext($1)) AS writers_done
        WHERE topic = $2`,
      [stream.outbox, stream.topic],
    );
    return rows[0]?.settled ?? '0';
  }

  private async readPosition(source: string): Promise<string> {
    const rows = await this.options.sql.query<{ position: string }>(
      `SELECT position::text AS position FROM "${this.options.schema}".consumer_offsets WHERE consumer = $1 AND source = $2`,
      [this.options.name, source],
    );
    return rows[0]?.position ?? '0';
  }
}
