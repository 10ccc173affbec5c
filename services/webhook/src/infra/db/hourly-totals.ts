import type { ReportWindow } from '@marketplace/contracts';
import { WEBHOOK_SCHEMA } from './schema';

/**
 * The webhook log's hourly totals (migration 20261127010000_webhook_report): requests and their
 * processing time per UTC hour, event and outcome, and the same per source IP. The report adds up
 * these few rows for the whole hours of its window instead of every request.
 */
export const HOURS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_log_hours`;
export const SOURCE_HOURS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_log_source_hours`;

/** The UTC hour a log row counts in, from its `created_at`; readers split windows on the same hours. */
const HOUR_OF_ROW = `date_trunc('hour', created_at, 'UTC')`;

/**
 * Common table expressions that add a batch's log rows to the hourly totals, for the statement that
 * inserts those rows: `rows` is the FROM clause giving them (created_at, event, source_ip,
 * processing_time_ms) and `$2` the batch's writer. Each statement locks the totals' rows in key
 * order, so two statements never wait on each other crosswise.
 */
export function addToHourlyTotals(rows: string, success: boolean): string {
  return `hourly AS (
  INSERT INTO ${HOURS_TABLE} AS totals (hour, event, success, writer, requests, processing_time_ms)
  SELECT ${HOUR_OF_ROW}, event, ${success}, $2::smallint, count(*), sum(processing_time_ms)
    FROM ${rows}
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (hour, event, success, writer) DO UPDATE
     SET requests = totals.requests + excluded.requests,
         processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms
), source_hourly AS (
  INSERT INTO ${SOURCE_HOURS_TABLE} AS totals (source_ip, hour, event, success, writer, requests, processing_time_ms)
  SELECT source_ip, ${HOUR_OF_ROW}, event, ${success}, $2::smallint, count(*), sum(processing_time_ms)
    FROM ${rows}
   WHERE source_ip IS NOT NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (source_ip, hour, event, success, writer) DO UPDATE
     SET requests = totals.requests + excluded.requests,
         processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms
)`;
}

const HOUR_MS = 60 * 60 * 1000;

/** A window split for reading: its whole UTC hours from the totals, the rest from the log. */
export interface HourlySplit {
  /** The whole hours inside the window (a bound open where the window's is); null when none. */
  wholeHours: ReportWindow | null;
  /** The rest of the window, at its edges: under two hours in all. */
  partialHours: Array<Required<ReportWindow>>;
}

/** [start, end) as a window of its own when it is not empty; both ends are finite then. */
const span = (start: number, end: number) =>
  start < end ? [{ from: new Date(start), to: new Date(end) }] : [];
const bound = (time: number) => (Number.isFinite(time) ? new Date(time) : undefined);

/** Splits [from, to) at the UTC hours inside it. */
export function splitAtWholeHours({ from, to }: ReportWindow): HourlySplit {
  const start = from?.getTime() ?? -Infinity;
  const end = to?.getTime() ?? Infinity;
  const wholeStart = Math.ceil(start / HOUR_MS) * HOUR_MS;
  const wholeEnd = Math.floor(end / HOUR_MS) * HOUR_MS;
  if (wholeStart >= wholeEnd) return { wholeHours: null, partialHours: span(start, end) };
  return {
    wholeHours: { from: bound(wholeStart), to: bound(wholeEnd) },
    partialHours: [...span(start, wholeStart), ...span(wholeEnd, end)],
  };
}
