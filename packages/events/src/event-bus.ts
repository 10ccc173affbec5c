import { TOPICS, type Topic } from '@marketplace/contracts';
import type { PeriodicTask } from '@marketplace/service-kit';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { EventConsumer, EventHandler } from './event-consumer';
import { EventMetrics } from './event-metrics';
import { EventTablePruner, type EventRetention, type OutboxPruneRule } from './event-table-pruner';
import { createKafkaClient, parseBrokerList } from './kafka-client';
import { KafkaEventConsumer, type KafkaConsumerTuning } from './kafka-event-consumer';
import type { OutboxCommits } from './outbox-commits';
import { OutboxLogConsumer, type TopicSourceSchemas } from './outbox-log-consumer';
import { OutboxRelay, type OutboxRelayTuning } from './outbox-relay';
import type { PrismaRawClient, SqlClient, TransactionRunner } from './sql-client';

/** Which service's outbox carries each topic (docs/architecture.md, Events). */
export const TOPIC_SOURCE_SCHEMAS: TopicSourceSchemas = {
  [TOPICS.orders]: 'orders',
  [TOPICS.webhooks]: 'webhooks',
};

export interface EventBusConfig<Tx extends PrismaRawClient> {
  /** The service, e.g. `order`: Kafka client id, consumer group and consumer name. */
  service: string;
  /** The service's own Postgres schema (outbox, processed_events, consumer_offsets). */
  schema: string;
  /** KAFKA_BROKERS as given: comma-separated host:port. Empty or unset selects the outbox log. */
  kafkaBrokers?: string;
  sql: SqlClient;
  transactions: TransactionRunner<Tx>;
  logger: Logger;
  sourceSchemas?: TopicSourceSchemas;
  /** Consumer group timings; tests shorten them to recover from broker outages quickly. */
  kafkaConsumer?: KafkaConsumerTuning;
  /** Relay timings: batch size, poll interval, how long shutdown keeps publishing. */
  relay?: OutboxRelayTuning;
  /** Outbox-log poll interval; 200 ms shows a change well within a second. */
  pollIntervalMs?: number;
  /** Outbox-log only: the producers' commits, which wake the consumer at once (PgOutboxCommits). */
  commits?: OutboxCommits;
  /** Most events handled in one transaction, from the outbox log or a Kafka batch (100 by default). */
  batchSize?: number;
  /** Attempts at one event before it is set aside in dead_letter_events (DEFAULT_MAX_HANDLER_ATTEMPTS). */
  maxAttempts?: number;
  /** The process's metrics registry: the bus adds its outbox, lag and dead-letter figures (EventMetrics). */
  metrics?: Registry;
  /** When given, one replica prunes the event tables past these periods (EventTablePruner). */
  retention?: EventRetention;
}

export interface EventBus<Tx extends PrismaRawClient> extends EventConsumer<Tx> {
  readonly transport: 'kafka' | 'outbox-log';
  /** Call after committing a transaction that appended to the outbox: the relay publishes at once. */
  notify(): void;
  /** The longest shutdown() spends publishing: a service's hard shutdown deadline must exceed it. */
  readonly shutdownBudgetMs: number;
}

/**
 * A service's events, both directions: with KAFKA_BROKERS a relay publishes the outbox and a
 * consumer group reads Kafka; without, the consumer reads the producers' outbox tables and
 * nothing needs publishing. Handlers see the same envelopes and the same idempotency either way.
 */
export function createEventBus<Tx extends PrismaRawClient>(config: EventBusConfig<Tx>): EventBus<Tx> {
  const brokers = parseBrokerList(config.kafkaBrokers);
  const logger = config.logger.child({ component: 'events' });
  const metrics =
    config.metrics &&
    new EventMetrics({
      registry: config.metrics,
      schema: config.schema,
      sql: config.sql,
      consumer: config.service,
    });
  const onSetAside = metrics?.setAside;
  if (brokers.length === 0) {
    const consumer = new OutboxLogConsumer<Tx>({
      name: config.service,
      schema: config.schema,
      sql: config.sql,
      transactions: config.transactions,
      sourceSchemas: config.sourceSchemas ?? TOPIC_SOURCE_SCHEMAS,
      logger,
      ...(config.pollIntervalMs === undefined ? {} : { pollIntervalMs: config.pollIntervalMs }),
      ...(config.batchSize === undefined ? {} : { batchSize: config.batchSize }),
      ...(config.maxAttempts === undefined ? {} : { maxAttempts: config.maxAttempts }),
      onSetAside,
      commits: config.commits,
    });
    // Without a relay nothing is ever marked published: the backlog is the consumers' lag.
    metrics?.watchConsumer(consumer);
    return busOf('outbox-log', consumer, undefined, prunerOf(config, 'log'));
  }
  const kafka = createKafkaClient({ brokers, clientId: `marketplace-${config.service}`, logger });
  const consumer = new KafkaEventConsumer<Tx>({
    kafka,
    name: config.service,
    schema: config.schema,
    transactions: config.transactions,
    logger,
    ...config.kafkaConsumer,
    ...(config.batchSize === undefined ? {} : { batchSize: config.batchSize }),
    ...(config.maxAttempts === undefined ? {} : { maxAttempts: config.maxAttempts }),
    onSetAside,
  });
  metrics?.watchConsumer(consumer);
  metrics?.watchOutbox();
  const relay = new OutboxRelay({ ...config.relay, kafka, schema: config.schema, sql: config.sql, logger });
  return busOf('kafka', consumer, relay, prunerOf(config, 'published'));
}

function prunerOf<Tx extends PrismaRawClient>(
  config: EventBusConfig<Tx>,
  outboxRule: OutboxPruneRule,
): EventTablePruner | undefined {
  if (!config.retention) return undefined;
  return new EventTablePruner({
    sql: config.sql,
    schema: config.schema,
    retention: config.retention,
    outboxRule,
    logger: config.logger.child({ component: 'event-pruner' }),
    metrics: config.metrics,
  });
}

function busOf<Tx extends PrismaRawClient>(
  transport: EventBus<Tx>['transport'],
  consumer: EventConsumer<Tx>,
  relay: OutboxRelay | undefined,
  pruner: EventTablePruner | undefined,
): EventBus<Tx> {
  let pruning: PeriodicTask | undefined;
  return {
    transport,
    subscribe: (topic: Topic, handler: EventHandler<Tx>) => consumer.subscribe(topic, handler),
    start: async () => {
      await relay?.start();
      await consumer.start();
      pruning = pruner?.start();
    },
    // Consumers first: their handlers append to the outbox, and the relay then publishes that too.
    shutdown: async () => {
      await pruning?.stop();
      await consumer.shutdown();
      await relay?.shutdown();
    },
    shutdownBudgetMs: relay?.shutdownBudgetMs ?? 0,
    notify: () => relay?.notify(),
    replaySetAside: (eventId: string) => consumer.replaySetAside(eventId),
  };
}
