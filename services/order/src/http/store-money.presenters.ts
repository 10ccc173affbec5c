import {
  formatOrderNumber,
  istTimestampOf,
  paiseToRupees,
  type EarningsDay,
  type EarningsResponse,
  type LedgerLine,
} from '@marketplace/contracts';
import type { Earnings, MoneyFigures } from '../domain/store-earnings';
import { csvRecord } from './orders-report-csv';

const rupeesOf = (figures: MoneyFigures) => ({
  delivered: figures.delivered,
  cancelled: figures.cancelled,
  rejected: figures.rejected,
  itemSales: paiseToRupees(figures.itemSalesPaise),
  fees: paiseToRupees(figures.feesPaise),
  cashCollected: paiseToRupees(figures.cashCollectedPaise),
});

export function toEarningsResponse(storeId: number, earnings: Earnings): EarningsResponse {
  return {
    storeId,
    from: earnings.from,
    to: earnings.to,
    days: earnings.days.map((day): EarningsDay => ({ date: day.date, ...rupeesOf(day) })),
    totals: { ...rupeesOf(earnings.totals), net: paiseToRupees(earnings.totals.netPaise) },
    ledger: earnings.ledger.map((entry): LedgerLine => ({
      orderId: entry.orderId,
      orderNumber: formatOrderNumber(entry.orderId),
      deliveredAt: entry.deliveredAt.toISOString(),
      itemsTotal: paiseToRupees(entry.itemsTotalPaise),
      fees: paiseToRupees(entry.feesPaise),
      cashCollected: paiseToRupees(entry.cashCollectedPaise),
    })),
    ledgerCount: earnings.ledgerCount,
  };
}

const money = (paise: number) => (paise / 100).toFixed(2);

/** The earnings as CSV: a row a day with a totals row, or (ledger) a row a delivered cash order. */
export function earningsCsv(earnings: Earnings, view: 'days' | 'ledger'): string {
  if (view === 'ledger') {
    return [
      csvRecord(['Order', 'Delivered at', 'Items total (₹)', 'Platform fees (₹)', 'Cash collected (₹)']),
      ...earnings.ledger.map((entry) =>
        csvRecord([
          formatOrderNumber(entry.orderId),
          istTimestampOf(entry.deliveredAt),
          money(entry.itemsTotalPaise),
          money(entry.feesPaise),
          money(entry.cashCollectedPaise),
        ]),
      ),
    ].join('');
  }
  const row = (label: string, figures: MoneyFigures) =>
    csvRecord([
      label,
      figures.delivered,
      figures.cancelled,
      figures.rejected,
      money(figures.itemSalesPaise),
      money(figures.feesPaise),
      money(figures.cashCollectedPaise),
    ]);
  return [
    csvRecord([
      'Date',
      'Delivered',
      'Cancelled',
      'Rejected',
      'Item sales (₹)',
      'Platform fees (₹)',
      'Cash collected (₹)',
    ]),
    ...earnings.days.map((day) => row(day.date, day)),
    row('Total', earnings.totals),
  ].join('');
}

export const earningsFileName = (storeId: number, earnings: Earnings, view: string) =>
  `store-${storeId}-${view === 'ledger' ? 'ledger' : 'earnings'}-${earnings.from}-to-${earnings.to}.csv`;
