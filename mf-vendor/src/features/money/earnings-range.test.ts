import type { EarningsDay } from '@marketplace/contracts';
import {
  addDays,
  barHeights,
  dayLabel,
  earningsCsvHref,
  earningsQuery,
  everyDay,
  hadOrders,
  rangeDates,
} from './earnings-range';

// Saturday 28 November 2026, 03:30 PM in India.
const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('the money screen’s days', () => {
  it('counts back from today in India, both ends included', () => {
    expect(rangeDates('today', NOW)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(rangeDates('last7', NOW)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(rangeDates('last30', NOW)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });

  it('takes India’s date after its midnight, though UTC is still on the day before', () => {
    expect(rangeDates('today', Date.parse('2026-11-28T19:00:00Z'))).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
  });

  it('steps across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('asks for the days, and links their CSV by day and by order', () => {
    const dates = { from: '2026-11-22', to: '2026-11-28' };
    expect(earningsQuery(dates)).toBe('from=2026-11-22&to=2026-11-28');
    expect(earningsCsvHref(3, dates, 'days')).toBe(
      '/api/vendor/stores/3/earnings.csv?from=2026-11-22&to=2026-11-28&view=days',
    );
    expect(earningsCsvHref(3, dates, 'ledger')).toMatch(/view=ledger$/);
  });

  it('writes a date with its weekday', () => {
    expect(dayLabel('2026-11-28')).toBe('Sat, 28 Nov');
  });
});

describe('the figures', () => {
  const day = (date: string, cashCollected: number): EarningsDay => ({
    date,
    delivered: 1,
    cancelled: 0,
    rejected: 0,
    itemSales: cashCollected,
    fees: 0,
    cashCollected,
  });

  it('give every day of the range a bar, days without orders at nothing', () => {
    const days = everyDay([day('2026-11-27', 500)], { from: '2026-11-26', to: '2026-11-28' });
    expect(days.map((one) => [one.date, one.cashCollected])).toEqual([
      ['2026-11-26', 0],
      ['2026-11-27', 500],
      ['2026-11-28', 0],
    ]);
  });

  it('scale the bars to the best day', () => {
    expect(barHeights([0, 250, 1000, 333])).toEqual([0, 25, 100, 33.3]);
    expect(barHeights([0, 0])).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });

  it('are empty when no order was delivered, cancelled or rejected', () => {
    const none = { delivered: 0, cancelled: 0, rejected: 0, itemSales: 0, fees: 0, cashCollected: 0, net: 0 };
    expect(hadOrders(none)).toBe(false);
    expect(hadOrders({ ...none, rejected: 1 })).toBe(true);
  });
});
