import type { EventEnvelope, Topic } from '@marketplace/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { parseEventMessage } from './event-envelope';
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

/**
 * What replaying a set-aside event came to. replayed: the handlers ran and committed; not_found: no
 * event with this id is set aside for this consumer (never, or replayed already); still_failing:
 * the handlers threw again, nothing of their work was kept, and the event stays set aside.
 */
export type SetAsideReplay =
  { outcome: 'replayed' } | { outcome: 'not_found' } | { outcome: 'still_failing'; error: string };

/** One interface for both transports: Kafka (KafkaEventConsumer) and the outbox log (OutboxLogConsumer). */
export interface EventConsumer<Tx extends SqlExecutor> {
  /** Registers a handler for every event on the topic; call before start(). */
  subscribe(topic: Topic, handler: EventHandler<Tx>): void;
  start(): Promise<void>;
  shutdown(): Promise<void>;
  /**
   * Runs this consumer's handlers again on an event it set aside, once the cause is fixed (see
   * replaySetAside). Works whether or not the consumer is running.
   */
  replaySetAside(eventId: string): Promise<SetAsideReplay>;
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

/**
 * An error as one line for dead_letter_events.error: its name, message and, when there, its cause.
 * Some messages span lines (Prisma's quote the failing call); administrators read them in a list.
 */
function describeError(error: unknown): string {
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  const text = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 2_000);
}

/** What setting an event aside needs of the consumer doing it. */
export interface SetAsideContext<Tx extends SqlExecutor> {
  transactions: TransactionRunner<Tx>;
  /** The consuming service's schema, where dead_letter_events is. */
  schema: string;
  /** The consumer's name in processed_events. */
  consumer: string;
  logger: Logger;
  /** Told of each event set aside (the service's events_set_aside_total). */
  onSetAside?: (topic: string) => void;
}

/**
 * Sets aside an event the handlers kept failing on, in one transaction: it is recorded in
 * dead_letter_events with the last error, and as processed, so the consumer moves past it and a
 * redelivery does not run it again; `alsoInTransaction` adds the consumer's own bookkeeping (its new
 * position). Nothing of the handlers' work is in it. False, and logged, when it could not be
 * written: the caller keeps retrying the event. replaySetAside replays it once the cause is fixed.
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
  context.onSetAside?.(topic);
  return true;
}

/** dead_letter_events.event_id is a uuid: anything else names no set-aside event. */
const EventIdSchema = z.guid();

/**
 * Replays an event the consumer set aside, with exactly one effect: in one transaction its
 * dead_letter_events and processed_events rows are deleted and the consumer's handlers for its
 * topic run on the stored envelope through handleOnce, which records it as processed again. The
 * delete takes the row's lock, so of two replays at once the second finds nothing once the first
 * commits. When the handlers throw, all of that rolls back (the event stays set aside and
 * processed) and the failure is recorded on the row in a statement of its own: the new error,
 * one more attempt, the time. The handlers see the event after others of its topic or partition
 * that came later: they must accept that, as they accept redeliveries.
 */
export async function replaySetAside<Tx extends PrismaRawClient>(
  context: SetAsideContext<Tx>,
  handlers: HandlerRegistry<Tx>,
  eventId: string,
): Promise<SetAsideReplay> {
  const { transactions, schema, consumer, logger } = context;
  if (!EventIdSchema.safeParse(eventId).success) return { outcome: 'not_found' };
  try {
    const topic = await transactions.runInTransaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<Array<{ topic: string; envelope: string }>>(
        `DELETE FROM "${schema}".dead_letter_events WHERE consumer = $1 AND event_id = $2::uuid
         RETURNING topic, envelope::text AS envelope`,
        consumer,
        eventId,
      );
      if (!row) return undefined;
      await tx.$executeRawUnsafe(
        `DELETE FROM "${schema}".processed_events WHERE consumer = $1 AND event_id = $2::uuid`,
        consumer,
        eventId,
      );
      const parsed = parseEventMessage(row.envelope);
      if (!parsed.ok) throw new Error(`The stored envelope is not a valid event: ${parsed.reason}`);
      const topicHandlers = handlers.for(row.topic);
      // Recording it as processed with nothing run would drop the event for good.
      if (topicHandlers.length === 0) throw new Error(`No handler is subscribed to ${row.topic}`);
      await handleOnce(tx, schema, consumer, parsed.envelope, topicHandlers);
      return row.topic;
    });
    if (topic === undefined) return { outcome: 'not_found' };
    logger.info({ eventId, topic }, 'set-aside event replayed');
    return { outcome: 'replayed' };
  } catch (error) {
    const described = describeError(error);
    logger.warn({ err: error, eventId }, 'set-aside event failed again on replay; it stays set aside');
    await recordReplayFailure(context, eventId, described);
    return { outcome: 'still_failing', error: described };
  }
}

async function recordReplayFailure<Tx extends PrismaRawClient>(
  { transactions, schema, consumer, logger }: SetAsideContext<Tx>,
  eventId: string,
  error: string,
): Promise<void> {
  try {
    await transactions.runInTransaction((tx) =>
      tx.$executeRawUnsafe(
        `UPDATE "${schema}".dead_letter_events SET error = $3, attempts = attempts + 1, failed_at = now()
          WHERE consumer = $1 AND event_id = $2::uuid`,
        consumer,
        eventId,
        error,
      ),
    );
  } catch (recordError) {
    // The replay's answer is still that it failed; only the row keeps its previous error.
    logger.error({ err: recordError, eventId }, 'could not record the failed replay');
  }
}
