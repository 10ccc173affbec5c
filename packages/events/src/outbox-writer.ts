import { EVENT_TOPIC, type EventEnvelope, type EventType } from '@marketplace/contracts';
import { buildEventEnvelope, type NewEvent } from './event-envelope';
import { assertSchemaName } from './outbox-schema';
import type { SqlExecutor } from './sql-client';

export interface OutboxEvent<T extends EventType> extends NewEvent<T> {
  /** Kafka message key; defaults to the subject (the order id), so one order's events stay in order. */
  key?: string;
}

/**
 * Validates the event and writes it to the service's outbox inside the caller's transaction,
 * so the event exists exactly when the business change commits. Call `notify()` on the
 * relay or event bus after the commit to publish at once.
 */
export async function appendToOutbox<T extends EventType>(
  tx: SqlExecutor,
  schema: string,
  event: OutboxEvent<T>,
): Promise<EventEnvelope<T>> {
  const table = `"${assertSchemaName(schema)}".outbox`;
  const envelope = buildEventEnvelope(event);
  // Writers take turns from here to commit, so outbox seq order is commit order: a reader of the
  // outbox as a log (OutboxLogConsumer) never sees seq 11 committed while seq 10 is still to come.
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', table);
  await tx.$executeRawUnsafe(
    `INSERT INTO ${table} (id, topic, key, type, payload) VALUES ($1::uuid, $2, $3, $4, $5::jsonb)`,
    envelope.id,
    EVENT_TOPIC[envelope.type],
    event.key ?? envelope.subject,
    envelope.type,
    JSON.stringify(envelope),
  );
  return envelope;
}
