import type { EarningsDay, EarningsResponse } from '@marketplace/contracts';
import { istParts } from '../store/open-state';

/** The money screen's ranges: days of India Standard Time ending today, both ends included. */
export const EARNINGS_RANGES = ['today', 'last7', 'last30'] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];
const RANGE_DAYS: Readonly<Record<EarningsRange, number>> = { today: 1, last7: 7, last30: 30 };

export interface EarningsDates {
  /** YYYY-MM-DD, India Standard Time. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** A date `days` after (or before) `date`, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates of a range as India's calendar has them at `now`: 'Last 7 days' is today and the six before. */
export function rangeDates(range: EarningsRange, now: number): EarningsDates {
  const to = istParts(now).date;
  return { from: addDays(to, 1 - RANGE_DAYS[range]), to };
}

/** GET /api/vendor/stores/{id}/earnings's query string. */
export function earningsQuery(dates: EarningsDates): string {
  return new URLSearchParams({ from: dates.from, to: dates.to }).toString();
}

/** The CSV of the same days: one row a day, or one a delivered order (the ledger). */
export function earningsCsvHref(storeId: number, dates: EarningsDates, view: 'days' | 'ledger'): string {
  return `/api/vendor/stores/${storeId}/earnings.csv?${earningsQuery(dates)}&view=${view}`;
}

/** A date as the screen writes it: 'Sat, 28 Nov'. */
export function dayLabel(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return at.toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

const NO_ORDERS = { delivered: 0, cancelled: 0, rejected: 0, itemSales: 0, fees: 0, cashCollected: 0 };

/** Every day from `from` to `to`, the server's figures where it gave a day and nothing where it did not. */
export function everyDay(days: readonly EarningsDay[], dates: EarningsDates): EarningsDay[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const all: EarningsDay[] = [];
  for (let date = dates.from; date <= dates.to && all.length <= 366; date = addDays(date, 1)) {
    all.push(byDate.get(date) ?? { date, ...NO_ORDERS });
  }
  return all;
}

/** Whether any order was delivered, cancelled or rejected in the days: else the empty state. */
export function hadOrders(totals: EarningsResponse['totals']): boolean {
  return totals.delivered + totals.cancelled + totals.rejected > 0;
}

/** Each bar's height as a share of the tallest (0 to 100, one decimal); all 0 when nothing was taken. */
export function barHeights(values: readonly number[]): number[] {
  const tallest = Math.max(0, ...values);
  if (tallest === 0) return values.map(() => 0);
  return values.map((value) => Math.round((Math.max(0, value) / tallest) * 1000) / 10);
}
