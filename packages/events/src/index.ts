export * from './sql-client';
export * from './outbox-schema';
export * from './event-envelope';
export * from './outbox-writer';
export * from './outbox-relay';
export * from './outbox-commits';
export * from './outbox-tail';
// handleOnce and handleBatchOnce let a service test its handlers with the consumers' own idempotency.
export {
  DEFAULT_MAX_HANDLER_ATTEMPTS,
  handleBatchOnce,
  handleOnce,
  inBatches,
  type EventBatchHandler,
  type EventConsumer,
  type EventHandler,
  type SetAsideReplay,
} from './event-consumer';
export * from './kafka-event-consumer';
export * from './outbox-log-consumer';
export * from './event-bus';
export * from './event-table-pruner';
export { createKafkaClient, parseBrokerList, type KafkaClientOptions } from './kafka-client';
