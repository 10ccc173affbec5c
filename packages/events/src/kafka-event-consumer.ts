import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { Consumer, EachBatchPayload, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { isDatabaseUnreachable } from '@marketplace/service-kit';
import {
  DEFAULT_MAX_HANDLER_ATTEMPTS,
  HandlerRegistry,
  handleBatchOnce,
  handleOnce,
  replaySetAside,
  trySetAside,
  type EventConsumer,
  type EventHandler,
  type SetAsideContext,
  type SetAsideReplay,
} from './event-consumer';
import { parseEventMessage } from './event-envelope';
import type { ConsumerLag, ConsumerLagSource } from './event-metrics';
import { createKafkaClient } from './kafka-client';
import { assertSchemaName } from './outbox-schema';
import { PartitionLags } from './partition-lags';
import type { PrismaRawClient, TransactionRunner } from './sql-client';
import { backoffDelay, WakeupSignal } from './wakeup-signal';

export interface KafkaEventConsumerOptions<Tx extends PrismaRawClient> {
  kafka: Kafka;
  /** Consumer group id, and the consumer's name in processed_events. */
  name: string;
  /** The consuming service's schema (processed_events). */
  schema: string;
  transactions: TransactionRunner<Tx>;
  logger: Logger;
  /** Kafka group session timeout; a crashed member's partitions move after this long. */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /** Longest a fetch waits for new messages (default 1 s). */
  fetchMaxWaitMs?: number;
  /** Attempts at one event before it is set aside (DEFAULT_MAX_HANDLER_ATTEMPTS). */
  maxAttempts?: number;
  /** Most messages of a fetched batch handled in one transaction (DEFAULT_KAFKA_BATCH_SIZE). */
  batchSize?: number;
  /** Told of each event set aside. */
  onSetAside?: (topic: string) => void;
}

/**
 * Messages of one fetched batch applied per transaction. After an outage a partition holds
 * hundreds of events: one transaction each made catching up take longer than the outage's
 * backlog arrived in (issue 24, decision 121's open finding); one per hundred is a few.
 */
export const DEFAULT_KAFKA_BATCH_SIZE = 100;

export type KafkaConsumerTuning = Pick<
  KafkaEventConsumerOptions<PrismaRawClient>,
  'sessionTimeoutMs' | 'heartbeatIntervalMs' | 'fetchMaxWaitMs'
>;

export interface KafkaEventConsumerConfig<Tx extends PrismaRawClient> extends Omit<
  KafkaEventConsumerOptions<Tx>,
  'kafka'
> {
  brokers: string[];
  clientId: string;
}

/**
 * A kafkajs consumer group member. The messages of a fetched batch are handled and recorded in
 * processed_events together, up to batchSize in one transaction of the consuming service, and
 * their offsets are committed only afterwards. When such a transaction fails, the rest of the
 * batch goes one message per transaction, so the failing event is found and the others are not
 * held back by it: a failing handler is retried with backoff, holding its partition back; after
 * maxAttempts the event is set aside in dead_letter_events and the partition moves on. A message
 * that is not a valid envelope is logged and skipped.
 */
export class KafkaEventConsumer<Tx extends PrismaRawClient> implements EventConsumer<Tx>, ConsumerLagSource {
  private readonly registry = new HandlerRegistry<Tx>();
  private readonly wakeup = new WakeupSignal();
  private readonly lags = new PartitionLags();
  private readonly logger: Logger;
  private consumer: Consumer | undefined;
  private connecting: Promise<void> | undefined;
  private stopping = false;

  static fromConfig<Tx extends PrismaRawClient>(
    config: KafkaEventConsumerConfig<Tx>,
  ): KafkaEventConsumer<Tx> {
    const { brokers, clientId, ...options } = config;
    return new KafkaEventConsumer({
      ...options,
      kafka: createKafkaClient({ brokers, clientId, logger: config.logger }),
    });
  }

  constructor(private readonly options: KafkaEventConsumerOptions<Tx>) {
    assertSchemaName(options.schema);
    this.logger = options.logger.child({ consumer: options.name });
  }

  subscribe(topic: Topic, handler: EventHandler<Tx>): void {
    if (this.consumer) throw new Error('subscribe() must be called before start()');
    this.registry.add(topic, handler);
  }

  /** Joins the group; when Kafka is unreachable it keeps trying in the background and returns. */
  async start(): Promise<void> {
    if (this.consumer || this.registry.topics().length === 0) return;
    const sessionTimeout = this.options.sessionTimeoutMs ?? 30_000;
    const consumer = this.options.kafka.consumer({
      groupId: this.options.name,
      sessionTimeout,
      rebalanceTimeout: sessionTimeout,
      heartbeatInterval: this.options.heartbeatIntervalMs ?? Math.floor(sessionTimeout / 10),
      // Kafka answers a fetch as soon as data arrives; librdkafka's mock broker waits the full time.
      maxWaitTimeInMs: this.options.fetchMaxWaitMs ?? 1_000,
      allowAutoTopicCreation: true,
      retry: { restartOnFailure: async () => !this.stopping },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => this.lags.assigned(payload.memberAssignment));
    // kafkajs restarts itself after retriable failures only; after any other, rejoin here.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || this.stopping) return;
      this.logger.error({ err: payload.error }, 'kafka consumer crashed; rejoining');
      this.connecting = this.connectUntilRunning(consumer);
    });
    await new Promise<void>((firstAttemptDone) => {
      this.connecting = this.connectUntilRunning(consumer, firstAttemptDone);
    });
  }

  async shutdown(): Promise<void> {
    if (!this.consumer || this.stopping) return;
    this.stopping = true;
    this.wakeup.wake();
    await this.connecting;
    await this.consumer.disconnect();
  }

  replaySetAside(eventId: string): Promise<SetAsideReplay> {
    return replaySetAside(this.setAsideContext(), this.registry, eventId);
  }

  topics(): Topic[] {
    return this.registry.topics();
  }

  /** Each held partition's lag as of its last fetch (see PartitionLags). */
  async lag(): Promise<ConsumerLag[]> {
    return this.lags.snapshot();
  }

  private setAsideContext(): SetAsideContext<Tx> {
    const { transactions, schema, name, onSetAside } = this.options;
    return { transactions, schema, consumer: name, logger: this.logger, onSetAside };
  }

  private async connectUntilRunning(
    consumer: Consumer,
    attempted: () => void = () => undefined,
  ): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt += 1) {
      try {
        await consumer.connect();
        // fromBeginning: a new group also receives what was published before it first started.
        await consumer.subscribe({ topics: this.registry.topics(), fromBeginning: true });
        await consumer.run({
          eachBatchAutoResolve: false,
          autoCommitInterval: 1_000,
          eachBatch: (payload) => this.eachBatch(payload),
        });
        attempted();
        return;
      } catch (error) {
        this.logger.warn({ err: error, attempt }, 'kafka consumer could not start; retrying');
        await consumer.disconnect().catch(() => undefined);
        attempted();
        await this.wakeup.sleep(backoffDelay(attempt));
      }
    }
    attempted();
  }

  private async eachBatch({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> {
    const { topic, partition, highWatermark } = batch;
    this.lags.record(topic, partition, highWatermark, batch.messages[0]?.offset ?? highWatermark);
    const size = this.options.batchSize ?? DEFAULT_KAFKA_BATCH_SIZE;
    let together = true;
    for (let index = 0; index < batch.messages.length;) {
      if (this.stopping || !isRunning() || isStale()) return;
      const chunk = together ? batch.messages.slice(index, index + size) : [batch.messages[index]!];
      if (chunk.length > 1 && !(await this.deliverTogether(topic, partition, chunk))) {
        together = false;
        continue;
      }
      if (chunk.length === 1 && !(await this.deliver(topic, partition, chunk[0]!, heartbeat))) return;
      const last = chunk[chunk.length - 1]!.offset;
      resolveOffset(last);
      this.lags.record(topic, partition, highWatermark, String(BigInt(last) + 1n));
      await commitOffsetsIfNecessary();
      // A long catch-up must not cost the group membership.
      await heartbeat();
      index += chunk.length;
    }
  }

  /**
   * Handles several messages in one transaction; false, with nothing of them kept, when it failed
   * (the caller then takes them one by one, with retries and setting aside).
   */
  private async deliverTogether(
    topic: string,
    partition: number,
    messages: KafkaMessage[],
  ): Promise<boolean> {
    const envelopes: EventEnvelope[] = [];
    for (const message of messages) {
      const parsed = parseEventMessage(message.value);
      if (parsed.ok) envelopes.push(parsed.envelope);
      else
        this.logger.error(
          { topic, partition, offset: message.offset, reason: parsed.reason },
          'skipping malformed event',
        );
    }
    const { schema, name, transactions } = this.options;
    const handlers = this.registry.for(topic);
    try {
      await transactions.runInTransaction((tx) => handleBatchOnce(tx, schema, name, envelopes, handlers));
      return true;
    } catch (error) {
      if (!this.stopping)
        this.logger.warn(
          { err: error, topic, partition, events: envelopes.length },
          'event batch failed; handling its events one by one',
        );
      return false;
    }
  }

  /** True once the message is handled (or skipped as malformed); false when stopping first. */
  private async deliver(
    topic: string,
    partition: number,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<boolean> {
    const parsed = parseEventMessage(message.value);
    if (!parsed.ok) {
      this.logger.error(
        { topic, partition, offset: message.offset, reason: parsed.reason },
        'skipping malformed event',
      );
      return true;
    }
    const { envelope } = parsed;
    const { schema, name, transactions } = this.options;
    const handlers = this.registry.for(topic);
    const maxAttempts = this.options.maxAttempts ?? DEFAULT_MAX_HANDLER_ATTEMPTS;
    const setAsideContext = this.setAsideContext();
    // Only the handlers' own failures count towards setting the event aside: a database outage
    // is no fault of the event's, and it would pass once the database is back.
    for (let attempt = 1, failures = 0; ; attempt += 1) {
      try {
        const fresh = await transactions.runInTransaction((tx) =>
          handleOnce(tx, schema, name, envelope, handlers),
        );
        if (!fresh) this.logger.debug({ eventId: envelope.id }, 'repeated event ignored');
        return true;
      } catch (error) {
        if (this.stopping) return false;
        if (!isDatabaseUnreachable(error)) failures += 1;
        const failure = { error, attempts: failures };
        if (failures >= maxAttempts && (await trySetAside(setAsideContext, topic, envelope, failure)))
          return true;
        this.logger.error(
          { err: error, eventId: envelope.id, type: envelope.type, attempt },
          'event handler failed; retrying',
        );
        await this.wakeup.sleep(backoffDelay(attempt));
        if (this.stopping) return false;
        // Stays a live group member while retrying; throws when a rebalance takes the partition away.
        await heartbeat();
      }
    }
  }
}
