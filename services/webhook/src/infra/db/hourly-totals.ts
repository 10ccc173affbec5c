import type { ReportWindow } from '@marketplace/contracts';
import { Prisma } from './generated/client';
import { WEBHOOK_SCHEMA } from './schema';

/**
 * The webhook log's hourly totals (migrations 20261127010000_webhook_report and
 * 20261127030000_webhook_hour_max): requests, their processing time and the longest of them per UTC
 * hour, event and outcome, and the same per source IP. The report and the dashboard's analytics add
 * up these few rows for the whole hours of their window instead of every request.
 */
export const HOURS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_log_hours`;
export const SOURCE_HOURS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_log_source_hours`;

/** The UTC hour a log row counts in, from its `created_at`; readers split windows on the same hours. */
export const HOUR_OF_ROW = `date_trunc('hour', created_at, 'UTC')`;

/** What a batch adds to a totals row it already has: its requests and time, and a longer maximum. */
const ADDING_UP = `requests = totals.requests + excluded.requests,
         processing_time_ms = totals.processing_time_ms + excluded.processing_time_ms,
         max_processing_time_ms = greatest(totals.max_processing_time_ms, excluded.max_processing_time_ms)`;

/**
 * Common table expressions that add a batch's log rows to the hourly totals, for the statement that
 * inserts those rows: `rows` is the FROM clause giving them (created_at, event, source_ip,
 * processing_time_ms) and `$2` the batch's writer. Each statement locks the totals' rows in key
 * order, so two statements never wait on each other crosswise.
 */
export function addToHourlyTotals(rows: string, success: boolean): string {
  return `hourly AS (
  INSERT INTO ${HOURS_TABLE} AS totals
    (hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
  SELECT ${HOUR_OF_ROW}, event, ${success}, $2::smallint, count(*), sum(processing_time_ms), max(processing_time_ms)
    FROM ${rows}
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (hour, event, success, writer) DO UPDATE
     SET ${ADDING_UP}
), source_hourly AS (
  INSERT INTO ${SOURCE_HOURS_TABLE} AS totals
    (source_ip, hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
  SELECT source_ip, ${HOUR_OF_ROW}, event, ${success}, $2::smallint, count(*), sum(processing_time_ms),
         max(processing_time_ms)
    FROM ${rows}
   WHERE source_ip IS NOT NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (source_ip, hour, event, success, writer) DO UPDATE
     SET ${ADDING_UP}
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

const instant = (moment: Date) => Prisma.sql`${moment.toISOString()}::timestamptz`;

/** `column` within [from, to), a bound left out where the window's is open. */
export function within(column: string, { from, to }: ReportWindow): Prisma.Sql[] {
  const name = Prisma.raw(column);
  return [
    ...(from === undefined ? [] : [Prisma.sql`${name} >= ${instant(from)}`]),
    ...(to === undefined ? [] : [Prisma.sql`${name} < ${instant(to)}`]),
  ];
}

/**
 * The same sums over log rows and over hourly totals rows, so a window's parts add up: requests,
 * successful ones, processing time and the longest. A totals row left with no requests (a purge
 * subtracted them) has no maximum.
 */
export const SUMS_OF_LOG_ROWS = Prisma.sql`count(*) AS requests, count(*) FILTER (WHERE success) AS successful,
       sum(processing_time_ms) AS processing_time_ms, max(processing_time_ms) AS max_processing_time_ms`;
export const SUMS_OF_HOURS = Prisma.sql`sum(requests) AS requests, sum(requests) FILTER (WHERE success) AS successful,
       sum(processing_time_ms) AS processing_time_ms,
       max(max_processing_time_ms) FILTER (WHERE requests > 0) AS max_processing_time_ms`;

/** A WHERE clause of every condition; none without conditions. */
export const whereAll = (conditions: Prisma.Sql[]) =>
  conditions.length === 0 ? Prisma.empty : Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;

/** How a reader adds up one part of a window, given the conditions that place rows inside it. */
export interface WindowReads {
  /** Over the log's rows, by `created_at`: a partial hour at an edge of the window. */
  log: (inWindow: Prisma.Sql[]) => Prisma.Sql;
  /** Over hourly totals rows, by `hour`: the window's whole hours. */
  hours: (inWindow: Prisma.Sql[]) => Prisma.Sql;
}

/**
 * A window's parts for one statement to add up (UNION ALL): its partial first and last hours from the
 * log and its whole hours from the totals. None when the window is empty.
 */
export function windowParts(window: ReportWindow, reads: WindowReads): Prisma.Sql[] {
  const { wholeHours, partialHours } = splitAtWholeHours(window);
  return [
    ...partialHours.map((edge) => reads.log(within('created_at', edge))),
    ...(wholeHours === null ? [] : [reads.hours(within('hour', wholeHours))]),
  ];
}
