import { EARNINGS_MAX_DAYS, EARNINGS_MESSAGES } from '@marketplace/contracts';
import type { StatusSource } from './order';
import { EarningsRangeError } from './errors';

/**
 * A store's money (issue 25): what its delivered cash orders brought in, a day of India Standard
 * Time at a time. Every delivered cash-on-delivery order is one line of the ledger; a day's figures
 * are the sums of its lines, and the totals the sums of the days, so they always agree. All in paise.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** An order that ended (delivered or cancelled), as the money reads it. */
export interface SettledOrder {
  id: number;
  status: 'delivered' | 'cancelled';
  /** Who cancelled it; null for a delivered order (and cancellations older than the column). */
  cancelledBy: StatusSource | null;
  /** When it was delivered or cancelled. */
  settledAt: Date;
  /** 'cod' for every order today; the ledger is of cash orders only. */
  paymentMethod: string;
  itemsTotalPaise: number;
  platformFeePaise: number;
  totalAmountPaise: number;
}

export interface LedgerEntry {
  orderId: number;
  deliveredAt: Date;
  itemsTotalPaise: number;
  feesPaise: number;
  cashCollectedPaise: number;
}

export interface MoneyFigures {
  delivered: number;
  cancelled: number;
  rejected: number;
  itemSalesPaise: number;
  feesPaise: number;
  cashCollectedPaise: number;
}

export interface EarningsDayFigures extends MoneyFigures {
  date: string;
}

export interface Earnings {
  from: string;
  to: string;
  days: EarningsDayFigures[];
  totals: MoneyFigures & { netPaise: number };
  ledger: LedgerEntry[];
}

/** The IST date (YYYY-MM-DD) an instant falls on. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants an IST date range covers: from's midnight, to the midnight after `to`. */
export function istRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - IST_OFFSET_MS),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS),
  };
}

/** The range asked for, today (IST) for what is left out; refused when reversed or too long. */
export function earningsRange(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  const today = istDate(now);
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

/** A ledger line: the cash the store took at the door, and the platform's fee it owes from it. */
export function ledgerEntryOf(order: SettledOrder): LedgerEntry | null {
  if (order.status !== 'delivered' || order.paymentMethod !== 'cod') return null;
  return {
    orderId: order.id,
    deliveredAt: order.settledAt,
    itemsTotalPaise: order.itemsTotalPaise,
    feesPaise: order.platformFeePaise,
    cashCollectedPaise: order.totalAmountPaise,
  };
}

/** The store's earnings over the days from..to (IST), every day listed, from its settled orders. */
export function earningsOf(orders: readonly SettledOrder[], range: { from: string; to: string }): Earnings {
  const days = new Map(datesOf(range.from, range.to).map((date) => [date, { date, ...noFigures() }]));
  const ledger: LedgerEntry[] = [];
  for (const order of orders) {
    const day = days.get(istDate(order.settledAt));
    if (!day) continue;
    if (order.status === 'cancelled') {
      if (order.cancelledBy === 'vendor') day.rejected += 1;
      else day.cancelled += 1;
      continue;
    }
    day.delivered += 1;
    const entry = ledgerEntryOf(order);
    if (!entry) continue;
    ledger.push(entry);
    day.itemSalesPaise += entry.itemsTotalPaise;
    day.feesPaise += entry.feesPaise;
    day.cashCollectedPaise += entry.cashCollectedPaise;
  }
  const totals = noFigures();
  for (const day of days.values()) {
    totals.delivered += day.delivered;
    totals.cancelled += day.cancelled;
    totals.rejected += day.rejected;
    totals.itemSalesPaise += day.itemSalesPaise;
    totals.feesPaise += day.feesPaise;
    totals.cashCollectedPaise += day.cashCollectedPaise;
  }
  return {
    ...range,
    days: [...days.values()],
    totals: { ...totals, netPaise: totals.cashCollectedPaise - totals.feesPaise },
    ledger,
  };
}
