import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { createKafkaClient } from './kafka-client';
import { assertSchemaName } from './outbox-schema';
import { RelayLease } from './relay-lease';
import type { SqlClient } from './sql-client';
import { backoffDelay, WakeupSignal } from './wakeup-signal';

export interface OutboxRelayOptions {
  kafka: Kafka;
  /** The producing service's schema, whose outbox is published. */
  schema: string;
  sql: SqlClient;
  logger: Logger;
  batchSize?: number;
  /** How often to look for rows nobody notified about (other processes, restarts). */
  pollIntervalMs?: number;
  /** How long shutdown() keeps publishing what is pending before it gives up. */
  flushTimeoutMs?: number;
  /**
   * How long shutdown() then waits for a send still in flight to finish or fail once the producer
   * disconnects; a row it leaves unmarked is published again after the next start.
   */
  publishTimeoutMs?: number;
  /**
   * How long the publishing lease lasts unless renewed (renewed every third of it): how soon another
   * replica takes over from a relay that died.
   */
  leaseMs?: number;
}

export type OutboxRelayTuning = Pick<
  OutboxRelayOptions,
  'batchSize' | 'pollIntervalMs' | 'flushTimeoutMs' | 'publishTimeoutMs' | 'leaseMs'
>;

export interface OutboxRelayConfig extends Omit<OutboxRelayOptions, 'kafka'> {
  brokers: string[];
  clientId: string;
}

interface OutboxRow {
  seq: string;
  id: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
}

/**
 * Publishes a service's outbox to Kafka in seq order with an idempotent producer and marks each
 * row published once the broker has acknowledged it. A crash between the two publishes the row
 * again: delivery is at least once and consumers deduplicate by event id. Of several replicas'
 * relays over one outbox, only the holder of the outbox's RelayLease publishes, so one key's events
 * reach Kafka in outbox order and no relay sends what another is sending.
 */
export class OutboxRelay {
  private readonly table: string;
  private readonly producer: Producer;
  private readonly wakeup = new WakeupSignal();
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly flushTimeoutMs: number;
  private readonly publishTimeoutMs: number;
  private readonly lease: RelayLease;
  private renewal: NodeJS.Timeout | undefined;
  private connected = false;
  private stopDeadline: number | undefined;
  private loop: Promise<void> | undefined;

  static fromConfig(config: OutboxRelayConfig): OutboxRelay {
    const { brokers, clientId, ...options } = config;
    return new OutboxRelay({
      ...options,
      kafka: createKafkaClient({ brokers, clientId, logger: config.logger }),
    });
  }

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `"${assertSchemaName(options.schema)}".outbox`;
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.flushTimeoutMs = options.flushTimeoutMs ?? 5_000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
    this.lease = new RelayLease(options.sql, options.schema, options.leaseMs ?? 10_000);
    this.producer = options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
      // An idempotent producer retries a send with its original sequence numbers, so the broker
      // drops the copies; it keeps retrying through an outage until the broker is back.
      retry: { retries: Number.MAX_SAFE_INTEGER },
    });
  }

  /** The longest shutdown() takes: the flush, then the wait for a send in flight. */
  get shutdownBudgetMs(): number {
    return this.flushTimeoutMs + this.publishTimeoutMs;
  }

  /** Starts publishing in the background; an unreachable broker is retried, never fatal. */
  async start(): Promise<void> {
    if (this.loop) return;
    // Renewed apart from the loop, so a send that waits on the broker does not let the lease lapse.
    this.renewal = setInterval(() => {
      if (this.lease.held())
        this.lease
          .acquire()
          .catch((error) => this.options.logger.warn({ err: error }, 'outbox relay lease not renewed'));
    }, this.lease.leaseMs / 3);
    this.renewal.unref();
    this.loop = this.run();
  }

  /** Publishes at once instead of at the next poll; call after committing outbox rows. */
  notify(): void {
    this.wakeup.wake();
  }

  /**
   * Publishes what is pending for at most flushTimeoutMs (when this relay holds the lease; another
   * replica's relay publishes otherwise), disconnects, waits at most publishTimeoutMs for a send in
   * flight, and releases the lease.
   */
  async shutdown(): Promise<void> {
    if (!this.loop) return;
    this.stopDeadline = Date.now() + this.flushTimeoutMs;
    this.wakeup.wake();
    await withinMs(this.loop, this.flushTimeoutMs);
    // Disconnecting also fails a send still waiting on an unreachable broker, which ends the loop.
    const stopped = (async () => {
      await this.producer.disconnect();
      await this.loop;
    })();
    if (!(await withinMs(stopped, this.publishTimeoutMs)))
      this.options.logger.warn(
        'outbox relay send still in flight at shutdown; its rows go out after a restart',
      );
    clearInterval(this.renewal);
    await this.lease
      .release()
      .catch((error) => this.options.logger.warn({ err: error }, 'outbox relay lease not released'));
    this.loop = undefined;
    this.connected = false;
    this.stopDeadline = undefined;
  }

  private pastDeadline(): boolean {
    return this.stopDeadline !== undefined && Date.now() >= this.stopDeadline;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.pastDeadline()) {
      try {
        if (!this.lease.held() && !(await this.lease.acquire())) {
          // Another replica's relay publishes; what is pending at shutdown is its to flush.
          if (this.stopDeadline !== undefined) return;
          await this.wakeup.sleep(this.pollIntervalMs);
          continue;
        }
        // Only a read begun after shutdown() was called sees every row committed before the call.
        const flushing = this.stopDeadline !== undefined;
        const published = await this.publishBatch();
        failures = 0;
        if (published === this.batchSize) continue;
        if (flushing) return;
        await this.wakeup.sleep(this.pollIntervalMs);
      } catch (error) {
        failures += 1;
        this.options.logger.warn(
          { err: error, attempt: failures },
          'outbox relay could not publish; retrying',
        );
        await this.wakeup.sleep(backoffDelay(failures));
      }
    }
    this.options.logger.warn('outbox relay stopped before the outbox was empty');
  }

  private async publishBatch(): Promise<number> {
    // outbox.seq, the column: a bare `seq` names the text alias, which sorts '100' before '99'.
    const rows = await this.options.sql.query<OutboxRow>(
      `SELECT seq::text AS seq, id::text AS id, topic, key, type, payload::text AS payload
         FROM ${this.table} WHERE published_at IS NULL ORDER BY outbox.seq LIMIT $1`,
      [this.batchSize],
    );
    if (rows.length === 0) return 0;
    if (!this.connected) {
      await this.producer.connect();
      this.connected = true;
    }
    const byTopic = new Map<string, OutboxRow[]>();
    for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, topicRows]) => ({
        topic,
        messages: topicRows.map((row) => ({ key: row.key, value: row.payload, headers: { type: row.type } })),
      })),
    });
    await this.options.sql.execute(
      `UPDATE ${this.table} SET published_at = now() WHERE id = ANY(string_to_array($1, ',')::uuid[])`,
      [rows.map((row) => row.id).join(',')],
    );
    this.options.logger.debug(
      { count: rows.length, lastSeq: rows[rows.length - 1]?.seq },
      'outbox events published',
    );
    return rows.length;
  }
}

/** Whether `promise` settled within `ms`; it goes on either way. */
async function withinMs(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([settled, timeout]);
  clearTimeout(timer);
  return result;
}
