import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { Logger } from 'pino';
import type { PrismaRawClient, SqlExecutor, TransactionRunner } from './sql-client';

/**
 * Runs inside the consuming service's transaction; throwing rolls back and the event is retried,
 * up to the consumer's attempt limit (then it is set aside, see trySetAside).
 */
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

/**
 * How often a consumer runs the handlers on one event before it sets the event aside. With the
 * consumers' backoff (100 ms doubling, at most 5 s) that is about 20 s of trying: long enough to
 * ride out a lock conflict or a database restart, short enough that one poisoned event does not
 * hold back every event after it on its topic or partition for long.
 */
export const DEFAULT_MAX_HANDLER_ATTEMPTS = 9;

/** An error as one line for dead_letter_events.error: its name, message and, when there, its cause. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 2_000);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`.slice(0, 2_000);
}

/** What setting an event aside needs of the consumer doing it. */
export interface SetAsideContext<Tx extends SqlExecutor> {
  transactions: TransactionRunner<Tx>;
  /** The consuming service's schema, where dead_letter_events is. */
  schema: string;
  /** The consumer's name in processed_events. */
  consumer: string;
  logger: Logger;
}

/**
 * Sets aside an event the handlers kept failing on, in one transaction: it is recorded in
 * dead_letter_events with the last error, and as processed, so the consumer moves past it and a
 * redelivery does not run it again; `alsoInTransaction` adds the consumer's own bookkeeping (its new
 * position). Nothing of the handlers' work is in it. False, and logged, when it could not be
 * written: the caller keeps retrying the event. To replay a set-aside event once the cause is
 * fixed, delete both rows and run handleOnce with the stored envelope, in one transaction
 * (README.md, "Failures").
 */
export async function trySetAside<Tx extends SqlExecutor>(
  context: SetAsideContext<Tx>,
  topic: string,
  envelope: EventEnvelope,
  failure: { error: unknown; attempts: number },
  alsoInTransaction: (tx: Tx) => Promise<void> = async () => undefined,
): Promise<boolean> {
  const { schema, consumer, logger } = context;
  try {
    await context.transactions.runInTransaction(async (tx) => {
      await tx.$executeRawUnsafe(
        `INSERT INTO "${schema}".processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING`,
        consumer,
        envelope.id,
      );
      await tx.$executeRawUnsafe(
        `INSERT INTO "${schema}".dead_letter_events (consumer, event_id, topic, type, envelope, error, attempts)
         VALUES ($1, $2::uuid, $3, $4, $5::jsonb, $6, $7) ON CONFLICT DO NOTHING`,
        consumer,
        envelope.id,
        topic,
        envelope.type,
        JSON.stringify(envelope),
        describeError(failure.error),
        failure.attempts,
      );
      await alsoInTransaction(tx);
    });
  } catch (error) {
    logger.error({ err: error, topic, eventId: envelope.id }, 'could not set the event aside');
    return false;
  }
  logger.error(
    { err: failure.error, topic, eventId: envelope.id, type: envelope.type, attempts: failure.attempts },
    'event set aside in dead_letter_events after its handlers kept failing',
  );
  return true;
}
