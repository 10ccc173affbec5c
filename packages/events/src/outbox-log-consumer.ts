import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { Logger } from 'pino';
import { isDatabaseUnreachable } from '@marketplace/service-kit';
import {
  DEFAULT_MAX_HANDLER_ATTEMPTS,
  HandlerRegistry,
  handleBatchOnce,
  replaySetAside,
  trySetAside,
  type EventConsumer,
  type EventHandler,
  type SetAsideContext,
  type SetAsideReplay,
} from './event-consumer';
import { parseEventMessage } from './event-envelope';
import type { ConsumerLag, ConsumerLagSource } from './event-metrics';
import { assertSchemaName } from './outbox-schema';
import type { OutboxCommits } from './outbox-commits';
import { settledOutboxPosition } from './outbox-tail';
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
  /** Attempts at one event before it is set aside (DEFAULT_MAX_HANDLER_ATTEMPTS). */
  maxAttempts?: number;
  /** Told of each event set aside. */
  onSetAside?: (topic: string) => void;
  /** Commits to the producers' outboxes: each wakes the consumer at once (else it polls). */
  commits?: OutboxCommits;
}

interface Stream {
  topic: Topic;
  outbox: string;
  /** consumer_offsets.source */
  source: string;
  /** Last seq handled; undefined until read from consumer_offsets. */
  position: string | undefined;
  /**
   * Set when a batch failed: up to this seq the stream is read one event at a time, so the event at
   * fault is the one retried and, if it keeps failing, the only one set aside.
   */
  oneByOneThrough: bigint | undefined;
  /** The event that failed when handled alone, and how many attempts at it have failed in a row. */
  failing: { seq: string; attempts: number } | undefined;
  /** Consecutive failures to read the log at all (the database away): they set only the backoff. */
  readFailures: number;
  retryAt: number;
}

/** A failed transaction and the log rows it held. */
class BatchFailed extends Error {
  constructor(
    readonly rows: LogRow[],
    readonly envelopes: EventEnvelope[],
    override readonly cause: unknown,
  ) {
    super('event batch failed', { cause });
  }
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
 * failing batch is read again one event at a time; the failing event is retried with backoff,
 * holding its topic back, and after maxAttempts it is set aside in dead_letter_events. A row that
 * is not a valid envelope is logged and skipped.
 */
export class OutboxLogConsumer<Tx extends PrismaRawClient> implements EventConsumer<Tx>, ConsumerLagSource {
  private readonly registry = new HandlerRegistry<Tx>();
  private readonly wakeup = new WakeupSignal();
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private loop: Promise<void> | undefined;
  private stopping = false;

  constructor(private readonly options: OutboxLogConsumerOptions<Tx>) {
    assertSchemaName(options.schema);
    this.logger = options.logger.child({ consumer: options.name });
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.batchSize = options.batchSize ?? 100;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_HANDLER_ATTEMPTS;
  }

  subscribe(topic: Topic, handler: EventHandler<Tx>): void {
    if (this.loop) throw new Error('subscribe() must be called before start()');
    if (!this.options.sourceSchemas[topic])
      throw new Error(`No outbox schema is known to carry topic ${topic}`);
    this.registry.add(topic, handler);
  }

  async start(): Promise<void> {
    if (this.loop || this.registry.topics().length === 0) return;
    const streams = this.registry.topics().map((topic): Stream => ({
      topic,
      ...this.logOf(topic),
      position: undefined,
      oneByOneThrough: undefined,
      failing: undefined,
      readFailures: 0,
      retryAt: 0,
    }));
    for (const stream of streams) this.options.commits?.onCommit(stream.outbox, () => this.wakeup.wake());
    this.loop = this.run(streams);
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    await this.loop;
  }

  replaySetAside(eventId: string): Promise<SetAsideReplay> {
    return replaySetAside(this.setAsideContext(), this.registry, eventId);
  }

  topics(): Topic[] {
    return this.registry.topics();
  }

  /**
   * The rows of each topic's log past the position this consumer has stored (its replicas share
   * it), in partition 0: the log is one ordered stream per topic.
   */
  async lag(): Promise<ConsumerLag[]> {
    const lags: ConsumerLag[] = [];
    for (const topic of this.registry.topics()) {
      const { outbox, source } = this.logOf(topic);
      const [row] = await this.options.sql.query<{ lag: number }>(
        `SELECT count(*)::int AS lag FROM ${outbox}
          WHERE topic = $1 AND seq > coalesce(
            (SELECT position FROM "${this.options.schema}".consumer_offsets WHERE consumer = $2 AND source = $3), 0)`,
        [topic, this.options.name, source],
      );
      lags.push({ topic, partition: 0, lag: Number(row?.lag ?? 0) });
    }
    return lags;
  }

  /** The topic's log (the producing service's outbox) and its name in consumer_offsets.source. */
  private logOf(topic: Topic): Pick<Stream, 'outbox' | 'source'> {
    const sourceSchema = assertSchemaName(this.options.sourceSchemas[topic] ?? '');
    return { outbox: `"${sourceSchema}".outbox`, source: `${sourceSchema}.outbox/${topic}` };
  }

  private setAsideContext(): SetAsideContext<Tx> {
    const { transactions, schema, name, onSetAside } = this.options;
    return { transactions, schema, consumer: name, logger: this.logger, onSetAside };
  }

  private async run(streams: Stream[]): Promise<void> {
    while (!this.stopping) {
      for (const stream of streams) {
        if (this.stopping || Date.now() < stream.retryAt) continue;
        try {
          await this.drain(stream);
          stream.readFailures = 0;
        } catch (error) {
          await this.failed(stream, error);
        }
      }
      await this.wakeup.sleep(this.pollIntervalMs);
    }
  }

  /**
   * A batch of several events failed: read them again one by one, at once. One event failed: retry
   * it with backoff, and set it aside once it has failed maxAttempts times in a row. The log could
   * not be read, or the database went away under the batch: retry with backoff, counting nothing
   * against any event, so an outage never sets aside events that would pass once it is over.
   */
  private async failed(stream: Stream, error: unknown): Promise<void> {
    if (!(error instanceof BatchFailed) || isDatabaseUnreachable(error.cause)) {
      stream.readFailures += 1;
      this.logger.error(
        { err: error, topic: stream.topic, attempt: stream.readFailures },
        'outbox log could not be read; retrying',
      );
      stream.retryAt = Date.now() + backoffDelay(stream.readFailures);
      return;
    }
    if (error.rows.length > 1) {
      stream.oneByOneThrough = BigInt(error.rows[error.rows.length - 1]!.seq);
      this.logger.warn(
        { err: error.cause, topic: stream.topic, events: error.rows.length },
        'event batch failed; handling its events one by one',
      );
      return;
    }
    const row = error.rows[0]!;
    const attempts = stream.failing?.seq === row.seq ? stream.failing.attempts + 1 : 1;
    stream.failing = { seq: row.seq, attempts };
    const event = error.envelopes[0];
    if (event && attempts >= this.maxAttempts) {
      if (await this.setAside(stream, row, event, error.cause, attempts)) return;
    } else {
      this.logger.error(
        { err: error.cause, topic: stream.topic, eventId: event?.id, attempt: attempts },
        'event handler failed; retrying',
      );
    }
    stream.retryAt = Date.now() + backoffDelay(attempts);
  }

  /** Records the event in dead_letter_events and moves the position past it, in one transaction. */
  private async setAside(
    stream: Stream,
    row: LogRow,
    event: EventEnvelope,
    cause: unknown,
    attempts: number,
  ): Promise<boolean> {
    const done = await trySetAside(
      this.setAsideContext(),
      stream.topic,
      event,
      { error: cause, attempts },
      (tx) => this.savePosition(tx, stream, row.seq),
    );
    if (done) this.moved(stream, row.seq);
    return done;
  }

  private async drain(stream: Stream): Promise<void> {
    stream.position ??= await this.readPosition(stream.source);
    const handlers = this.registry.for(stream.topic);
    const settled = await this.settledPosition(stream);
    for (;;) {
      const limit = stream.oneByOneThrough === undefined ? this.batchSize : 1;
      const rows: LogRow[] = await this.options.sql.query<LogRow>(
        // outbox.seq, the column: a bare `seq` names the text alias, which sorts '100' before '99'.
        `SELECT seq::text AS seq, payload::text AS payload FROM ${stream.outbox}
          WHERE topic = $1 AND seq > $2::bigint AND seq <= $3::bigint ORDER BY outbox.seq LIMIT $4`,
        [stream.topic, stream.position, settled, limit],
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
      const last = rows[rows.length - 1]!.seq;
      // One transaction a batch: the handlers, processed_events and the new position commit together,
      // so a crash or a failing handler replays the batch and the idempotency keeps that harmless.
      try {
        await this.options.transactions.runInTransaction(async (tx) => {
          await handleBatchOnce(tx, this.options.schema, this.options.name, envelopes, handlers);
          await this.savePosition(tx, stream, last);
        });
      } catch (error) {
        throw new BatchFailed(rows, envelopes, error);
      }
      this.moved(stream, last);
      if (rows.length < limit) return;
    }
  }

  private async savePosition(tx: Tx, stream: Stream, seq: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO "${this.options.schema}".consumer_offsets (consumer, source, position) VALUES ($1, $2, $3::bigint)
       ON CONFLICT (consumer, source) DO UPDATE SET position = GREATEST(consumer_offsets.position, EXCLUDED.position)`,
      this.options.name,
      stream.source,
      seq,
    );
  }

  /** The position passed `seq`: the event in hand is done, and one-by-one reading may end. */
  private moved(stream: Stream, seq: string): void {
    stream.position = seq;
    stream.failing = undefined;
    if (stream.oneByOneThrough !== undefined && BigInt(seq) >= stream.oneByOneThrough)
      stream.oneByOneThrough = undefined;
  }

  /** The highest seq below which no row of the stream can still appear (settledOutboxPosition). */
  private async settledPosition(stream: Stream): Promise<string> {
    return (await settledOutboxPosition(this.options.sql, stream.outbox, stream.topic)).toString();
  }

  private async readPosition(source: string): Promise<string> {
    const rows = await this.options.sql.query<{ position: string }>(
      `SELECT position::text AS position FROM "${this.options.schema}".consumer_offsets WHERE consumer = $1 AND source = $2`,
      [this.options.name, source],
    );
    return rows[0]?.position ?? '0';
  }
}
