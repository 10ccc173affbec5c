import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { SqlExecutor } from './sql-client';

/** Runs inside the consuming service's transaction; throwing rolls back and the event is retried. */
export type EventHandler<Tx extends SqlExecutor> = (envelope: EventEnvelope, tx: Tx) => Promise<void>;

/** One interface for both transports: Kafka (KafkaEventConsumer) and the outbox log (OutboxLogConsumer). */
export interface EventConsumer<Tx extends SqlExecutor> {
  /** Registers a handler for every event on the topic; call before start(). */
  subscribe(topic: Topic, handler: EventHandler<Tx>): void;
  start(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Handlers per topic, shared by the consumers. */
export class HandlerRegistry<Tx extends SqlExecutor> {
  private readonly handlers = new Map<Topic, EventHandler<Tx>[]>();

  add(topic: Topic, handler: EventHandler<Tx>): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  topics(): Topic[] {
    return [...this.handlers.keys()];
  }

  for(topic: string): EventHandler<Tx>[] {
    return this.handlers.get(topic as Topic) ?? [];
  }
}

/**
 * Records the event as processed by `consumer` and runs the handlers, all in the caller's
 * transaction: an event id seen before has no second effect. Returns false for a repeat.
 */
export async function handleOnce<Tx extends SqlExecutor>(
  tx: Tx,
  schema: string,
  consumer: string,
  envelope: EventEnvelope,
  handlers: EventHandler<Tx>[],
): Promise<boolean> {
  const recorded = await tx.$executeRawUnsafe(
    `INSERT INTO "${schema}".processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING`,
    consumer,
    envelope.id,
  );
  if (recorded === 0) return false;
  for (const handler of handlers) await handler(envelope, tx);
  return true;
}
