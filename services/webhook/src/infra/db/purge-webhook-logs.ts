import { HOUR_OF_ROW, HOURS_TABLE, SOURCE_HOURS_TABLE } from './hourly-totals';
import { WEBHOOK_SCHEMA } from './schema';

const LOGS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_logs`;

/**
 * The hourly totals rows a purge adds its subtractions to. Log rows do not record which batch
 * writer counted them, so the purge cannot take them back from that writer's row; it keeps a row
 * of its own, with negative requests and time (readers sum the writers' rows, and ignore the
 * maximum of a row without requests).
 */
const PURGE_WRITER = -1;

/**
 * What one batch of deleted log rows does to one totals table, `keys` naming the columns that
 * place a row (hour, event and outcome, and the source IP for the per-source table). For each
 * group of deleted rows, from `doomed`:
 * - `*_left` counts the rows of the group that stay, and the longest of them (the statement's
 *   snapshot still shows the deleted ones, hence NOT IN doomed);
 * - `*_emptied` deletes the group's totals rows when nothing stays, every writer's at once;
 * - `*_subtracted` takes the deleted requests and time off the group through the purge's row;
 * - `*_longest` sets the other writers' maximum to the longest that stays: a maximum cannot be
 *   subtracted (decision 70).
 * Each CTE changes rows no other one changes, as one statement requires.
 */
function subtractFromTotals(name: string, table: string, keys: string[], rowFilter: string): string {
  const columns = keys.join(', ');
  const matches = (alias: string, other: string) => keys.map((key) => `${alias}.${key} = ${other}.${key}`);
  return `${name}_groups AS MATERIALIZED (
  SELECT ${columns}, count(*) AS requests, sum(processing_time_ms) AS processing_time_ms
    FROM doomed ${rowFilter}
   GROUP BY ${columns}
), ${name}_left AS MATERIALIZED (
  SELECT deleted.*, kept.requests AS kept_requests, kept.longest
    FROM ${name}_groups AS deleted
   CROSS JOIN LATERAL (
     SELECT count(*) AS requests, max(processing_time_ms) AS longest
       FROM ${LOGS_TABLE} AS log
      WHERE log.created_at >= deleted.hour AND log.created_at < deleted.hour + interval '1 hour'
        AND ${matches('log', 'deleted')
          .filter((match) => !match.startsWith('log.hour'))
          .join(' AND ')}
        AND log.id NOT IN (SELECT id FROM doomed)
   ) AS kept
), ${name}_emptied AS (
  DELETE FROM ${table} AS totals USING ${name}_left AS group_left
   WHERE group_left.kept_requests = 0 AND ${matches('totals', 'group_left').join(' AND ')}
), ${name}_subtracted AS (
  INSERT INTO ${table} AS totals (${columns}, writer, requests, processing_time_ms, max_processing_time_ms)
  SELECT ${columns}, ${PURGE_WRITER}, -requests, -processing_time_ms, 0
    FROM ${name}_left WHERE kept_requests > 0
   ORDER BY ${columns}
  ON CONFLICT (${columns}, writer) DO UPDATE
     SET requests = totals.requests + excluded.requests,
         processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms
), ${name}_longest AS (
  UPDATE ${table} AS totals SET max_processing_time_ms = group_left.longest
    FROM ${name}_left AS group_left
   WHERE group_left.kept_requests > 0 AND totals.writer <> ${PURGE_WRITER}
     AND ${matches('totals', 'group_left').join(' AND ')}
)`;
}

/**
 * Deletes up to $2 of the oldest log rows logged before $1 and takes them off both hourly totals
 * tables, in one statement: the report and the analytics read exactly the rows that remain after
 * every batch, and no batch holds its locks for long.
 */
export const PURGE_BATCH_SQL = `
WITH doomed AS MATERIALIZED (
  DELETE FROM ${LOGS_TABLE}
   WHERE id IN (SELECT id FROM ${LOGS_TABLE} WHERE created_at < $1::timestamptz
                 ORDER BY created_at, id LIMIT $2::int)
  RETURNING id, ${HOUR_OF_ROW} AS hour, event, success, source_ip, processing_time_ms
), ${subtractFromTotals('hourly', HOURS_TABLE, ['hour', 'event', 'success'], '')},
${subtractFromTotals('source_hourly', SOURCE_HOURS_TABLE, ['source_ip', 'hour', 'event', 'success'], 'WHERE source_ip IS NOT NULL')}
SELECT count(*)::int AS deleted FROM doomed`;
