import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { PrismaRawClient, SqlExecutor } from './sql-client';

/** Runs inside the consuming service's transaction; throwing rolls back and the event is retried. */
export type EventHandler<Tx extends SqlExecutor> = (envelope: EventEnvelope, tx: Tx) => Promise<void>;

/** Takes several events of one topic at once, in log order, inside the consumer's transaction. */
export type EventBatchHandler<Tx extends SqlExecutor> = (envelopes: EventEnvelope[], tx: Tx) => Promise<void>;

const BATCH = Symbol('event batch handler');

type BatchCapable<Tx extends SqlExecutor> = EventHandler<Tx> & { [BATCH]?: EventBatchHandler<Tx> };

/**
 * An event handler that would rather see a batch: one query for many events instead of one each.
 * Consumers that read batches (the outbox log) pass it all the new events of a batch at once;
 * anything else, handleOnce included, calls it as an ordinary handler with a batch of one.
 */
export function inBatches<Tx extends SqlExecutor>(handle: EventBatchHandler<Tx>): EventHandler<Tx> {
  const handler: BatchCapable<Tx> = (envelope, tx) => handle([envelope], tx);
  handler[BATCH] = handle;
  return handler;
}

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

/**
 * handleOnce for a batch: records every event of the batch as processed by `consumer` in one
 * statement, then runs the handlers on those seen for the first time, all in the caller's
 * transaction. Each handler takes the whole batch before the next runs: a batch handler (see
 * inBatches) in one call, an ordinary one event by event. Returns how many events were new.
 */
export async function handleBatchOnce<Tx extends PrismaRawClient>(
  tx: Tx,
  schema: string,
  consumer: string,
  envelopes: EventEnvelope[],
  handlers: EventHandler<Tx>[],
): Promise<number> {
  if (envelopes.length === 0) return 0;
  const recorded = await tx.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "${schema}".processed_events (consumer, event_id)
     SELECT $1, id::uuid FROM jsonb_array_elements_text($2::jsonb) AS id
     ON CONFLICT DO NOTHING RETURNING event_id::text AS id`,
    consumer,
    JSON.stringify(envelopes.map((envelope) => envelope.id)),
  );
  const fresh = new Set(recorded.map((row) => row.id));
  // An id can be new only once, even if the batch held it twice.
  const batch = envelopes.filter((envelope) => fresh.delete(envelope.id.toLowerCase()));
  if (batch.length === 0) return 0;
  for (const handler of handlers as BatchCapable<Tx>[]) {
    const handleBatch = handler[BATCH];
    if (handleBatch) await handleBatch(batch, tx);
    else for (const envelope of batch) await handler(envelope, tx);
  }
  return batch.length;
}
