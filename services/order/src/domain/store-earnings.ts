import { EARNINGS_MAX_DAYS, EARNINGS_MESSAGES, istDateOf, istDayStart } from '@marketplace/contracts';
import { EarningsRangeError } from './errors';

/**
 * A store's money (issue 25): what its delivered cash orders brought in, a day of India Standard
 * Time at a time. Every delivered cash-on-delivery order is one line of the ledger; a day's money is
 * the sum of its lines (the database sums them, by the day each order settled), and the totals the
 * sums of the days. All in paise.
 */

const DAY_MS = 24 * 60 * 60_000;

/** One delivered cash order: the cash the store took at the door, and the platform's fee it owes. */
export interface LedgerEntry {
  orderId: number;
  deliveredAt: Date;
  itemsTotalPaise: number;
  feesPaise: number;
  cashCollectedPaise: number;
}

export interface MoneyFigures {
  delivered: number;
  /** Cancelled by the resident, a partner, or nobody answering in time. */
  cancelled: number;
  /** Rejected by the store. */
  rejected: number;
  /** The ledger's sums: delivered cash orders only. */
  itemSalesPaise: number;
  feesPaise: number;
  cashCollectedPaise: number;
}

export interface EarningsDayFigures extends MoneyFigures {
  /** YYYY-MM-DD, India Standard Time. */
  date: string;
}

export interface Earnings {
  from: string;
  to: string;
  days: EarningsDayFigures[];
  totals: MoneyFigures & { netPaise: number };
  /** The ledger's newest lines (all of them where the caller asked so), and how many it has. */
  ledger: LedgerEntry[];
  ledgerCount: number;
}

/** The instants an IST date range covers: from's midnight, to the midnight after `to`. */
export function istRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: istDayStart(from),
    end: new Date(istDayStart(to).getTime() + DAY_MS),
  };
}

/** The range asked for, today (IST) for what is left out; refused when reversed or too long. */
export function earningsRange(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  const today = istDateOf(now);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  if (from > to) throw new EarningsRangeError(EARNINGS_MESSAGES.datesReversed);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > EARNINGS_MAX_DAYS)
    throw new EarningsRangeError(EARNINGS_MESSAGES.rangeTooLong);
  return { from, to };
}

function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

const noFigures = (): MoneyFigures => ({
  delivered: 0,
  cancelled: 0,
  rejected: 0,
  itemSalesPaise: 0,
  feesPaise: 0,
  cashCollectedPaise: 0,
});

/**
 * The earnings over the days from..to (IST): every day listed, those without orders as zeros, and
 * the totals summed from the days.
 */
export function earningsOf(
  settledDays: readonly EarningsDayFigures[],
  range: { from: string; to: string },
  ledger: { lines: LedgerEntry[]; count: number },
): Earnings {
  const byDate = new Map(settledDays.map((day) => [day.date, day]));
  const days = datesOf(range.from, range.to).map((date) => ({ ...noFigures(), ...byDate.get(date), date }));
  const totals = noFigures();
  for (const day of days) {
    totals.delivered += day.delivered;
    totals.cancelled += day.cancelled;
    totals.rejected += day.rejected;
    totals.itemSalesPaise += day.itemSalesPaise;
    totals.feesPaise += day.feesPaise;
    totals.cashCollectedPaise += day.cashCollectedPaise;
  }
  return {
    ...range,
    days,
    totals: { ...totals, netPaise: totals.cashCollectedPaise - totals.feesPaise },
    ledger: ledger.lines,
    ledgerCount: ledger.count,
  };
}
