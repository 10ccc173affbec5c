import { eventShares, formatMs, formatPercent } from './analytics-format';

describe('analytics formatting', () => {
  it('gives each event a bar proportional to its share, largest first', () => {
    expect(
      eventShares([
        { event: 'authentication_failed', count: 1 },
        { event: 'order.status_changed', count: 3 },
      ]),
    ).toEqual([
      { event: 'order.status_changed', count: 3, percent: 75 },
      { event: 'authentication_failed', count: 1, percent: 25 },
    ]);
  });

  it('draws empty bars rather than dividing by zero when nothing was counted', () => {
    expect(eventShares([{ event: 'order.created', count: 0 }])).toEqual([
      { event: 'order.created', count: 0, percent: 0 },
    ]);
  });

  it('shows percentages with one decimal and times in whole milliseconds', () => {
    expect(formatPercent(97.456)).toBe('97.5%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatMs(12.6)).toBe('13ms');
    expect(formatMs(null)).toBe('-');
  });
});
