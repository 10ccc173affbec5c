import type { SqlClient } from './sql-client';

/**
 * The highest seq of `topic` in `table` (a validated `"schema".outbox`) below which no row can still
 * appear. Writers hold the outbox lock shared from before drawing a seq until they commit; taking it
 * exclusively waits out every writer in flight. The statement's snapshot predates the lock, so every
 * seq up to the max it sees was drawn by a writer that has finished by the time the lock is granted:
 * committed, or rolled back for good. A reader of the log stops there and never passes over a row.
 */
export async function settledOutboxPosition(sql: SqlClient, table: string, topic: string): Promise<bigint> {
  const [row] = await sql.query<{ settled: string }>(
    `SELECT coalesce(max(seq), 0)::text AS settled
       FROM ${table}, pg_advisory_xact_lock(hashtext($1)) AS writers_done
      WHERE topic = $2`,
    [table, topic],
  );
  return BigInt(row?.settled ?? '0');
}

/** The newest seq of `topic` in `table`, without the writers' lock: a cheap look whether anything is new. */
export async function latestOutboxSeq(sql: SqlClient, table: string, topic: string): Promise<bigint> {
  const [row] = await sql.query<{ latest: string }>(
    `SELECT coalesce(max(seq), 0)::text AS latest FROM ${table} WHERE topic = $1`,
    [topic],
  );
  return BigInt(row?.latest ?? '0');
}

export interface OutboxRowsQuery {
  /** A validated `"schema".outbox`. */
  table: string;
  topic: string;
  /** Rows with `after < seq <= through`, in seq order, at most `limit`. */
  after: bigint;
  through: bigint;
  limit: number;
  /** What to read of each row besides its seq: select expressions over the outbox's columns. */
  columns: string;
}

/** A stretch of an outbox read as a log, each row with its seq (as text). */
export function outboxRowsBetween<Row extends object>(
  sql: SqlClient,
  { table, topic, after, through, limit, columns }: OutboxRowsQuery,
): Promise<(Row & { seq: string })[]> {
  return sql.query<Row & { seq: string }>(
    // outbox.seq, the column: a bare `seq` names the text alias, which sorts '100' before '99'.
    `SELECT seq::text AS seq, ${columns} FROM ${table}
      WHERE topic = $1 AND seq > $2::bigint AND seq <= $3::bigint ORDER BY outbox.seq LIMIT $4`,
    [topic, after.toString(), through.toString(), limit],
  );
}
