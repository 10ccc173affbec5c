import { EVENT_TOPIC, type EventEnvelope, type EventType } from '@marketplace/contracts';
import { buildEventEnvelope, type NewEvent } from './event-envelope';
import { assertSchemaName } from './outbox-schema';
import type { SqlExecutor } from './sql-client';

/** The channel an outbox's writers notify at each commit: `outbox_<schema>` for `"<schema>".outbox`. */
export function outboxChannel(table: string): string {
  const schema = /^"([a-z_][a-z0-9_]*)"\.outbox$/.exec(table)?.[1];
  if (schema === undefined) throw new Error(`Not a validated outbox table name: ${table}`);
  return `outbox_${schema}`;
}

/**
 * The lock an outbox writer holds until it commits, and the wake-up its commit sends. Writers share
 * the lock, so their commits still flush together; the outbox-log reader takes it exclusively for
 * an instant to learn a sequence number below which every row is settled (see OutboxLogConsumer).
 * The notification on `outboxChannel(table)` is delivered when the writer commits, and never if
 * it rolls back: a reader listening there reads at once instead of at its next poll (issue 26).
 * `table` must be a validated `"schema".outbox` name: it is inlined so a single-statement writer
 * can embed the expression.
 */
export function outboxWriterLock(table: string): string {
  return `pg_advisory_xact_lock_shared(hashtext('${table}')), pg_notify('${outboxChannel(table)}', '')`;
}

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
  const [envelope] = await appendManyToOutbox(tx, schema, [event]);
  return envelope as EventEnvelope<T>;
}

/**
 * appendToOutbox for several events at once, in their order, in one transaction: one lock and one
 * insert whatever their number (a batch of webhooks' status changes, issue 26).
 */
export async function appendManyToOutbox(
  tx: SqlExecutor,
  schema: string,
  events: readonly OutboxEvent<EventType>[],
): Promise<EventEnvelope[]> {
  if (events.length === 0) return [];
  const table = `"${assertSchemaName(schema)}".outbox`;
  const rows = events.map((event) => {
    const envelope = buildEventEnvelope(event);
    return { envelope, key: event.key ?? envelope.subject };
  });
  // Held from before the rows' seqs are drawn until commit, so the log reader can wait out every
  // writer still in flight and never pass over seq 10 while it is uncommitted and seq 11 is not.
  await tx.$executeRawUnsafe(`SELECT ${outboxWriterLock(table)}`);
  await tx.$executeRawUnsafe(
    `INSERT INTO ${table} (id, topic, key, type, payload)
     SELECT (row->>'id')::uuid, row->>'topic', row->>'key', row->>'type', row->'payload'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS batch(row, n) ORDER BY n`,
    JSON.stringify(
      rows.map(({ envelope, key }) => ({
        id: envelope.id,
        topic: EVENT_TOPIC[envelope.type],
        key,
        type: envelope.type,
        payload: envelope,
      })),
    ),
  );
  return rows.map((row) => row.envelope);
}
