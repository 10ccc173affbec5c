import {
  NO_FILTERS,
  historyApiQuery,
  historyFilterError,
  historySearchParams,
  readHistoryFilters,
} from './history-query';

describe('the order history search', () => {
  it('reads the filters from the URL, keeping only what the call accepts', () => {
    const params = new URLSearchParams(
      'q=%20CM-0042%20&status=delivered&from=2026-11-01&to=2026-11-28&storeId=3',
    );
    expect(readHistoryFilters(params, [1, 3])).toEqual({
      q: 'CM-0042',
      status: 'delivered',
      from: '2026-11-01',
      to: '2026-11-28',
      storeId: 3,
    });
    const junk = new URLSearchParams('status=lost&from=yesterday&to=2026-13-45&storeId=9');
    expect(readHistoryFilters(junk, [1, 3])).toEqual(NO_FILTERS);
  });

  it('asks for the filters given, at most 100 orders, leaving out the empty ones', () => {
    expect(historyApiQuery(NO_FILTERS)).toBe('limit=100');
    expect(
      historyApiQuery({ ...NO_FILTERS, q: 'CM-7', status: 'cancelled', from: '2026-11-01', storeId: 2 }),
    ).toBe('q=CM-7&status=cancelled&from=2026-11-01&storeId=2&limit=100');
  });

  it('keeps the URL as short as the search', () => {
    expect(historySearchParams({ ...NO_FILTERS, to: '2026-11-28' }).toString()).toBe('to=2026-11-28');
  });

  it('refuses a date range that ends before it starts', () => {
    expect(historyFilterError({ ...NO_FILTERS, from: '2026-11-28', to: '2026-11-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(historyFilterError({ ...NO_FILTERS, from: '2026-11-28', to: '2026-11-28' })).toBeUndefined();
    expect(historyFilterError({ ...NO_FILTERS, from: '2026-11-28' })).toBeUndefined();
  });
});
