import { NO_REPORT_DATES, pageSummary, reportWindowLabel, reportWindowParams } from './report-query';

describe('report window', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');

  it('covers the header timeframe up to its end when no dates are chosen', () => {
    const params = reportWindowParams(NO_REPORT_DATES, 6, now);
    expect(Object.fromEntries(params)).toEqual({ startDate: '2026-11-27T06:00:00.000Z' });
    expect(reportWindowLabel(NO_REPORT_DATES, 'Last 6 hours')).toBe('Last 6 hours');
  });

  it('sends the chosen days as they are, and only those chosen', () => {
    expect(
      Object.fromEntries(reportWindowParams({ startDate: '2026-11-01', endDate: '2026-11-07' }, 24, now)),
    ).toEqual({ startDate: '2026-11-01', endDate: '2026-11-07' });
    expect(Object.fromEntries(reportWindowParams({ startDate: '', endDate: '2026-11-07' }, 24, now))).toEqual(
      {
        endDate: '2026-11-07',
      },
    );
    expect(reportWindowLabel({ startDate: '2026-11-01', endDate: '2026-11-07' }, 'x')).toBe(
      '2026-11-01 to 2026-11-07',
    );
    expect(reportWindowLabel({ startDate: '2026-11-01', endDate: '' }, 'x')).toBe('From 2026-11-01');
    expect(reportWindowLabel({ startDate: '', endDate: '2026-11-07' }, 'x')).toBe('Until 2026-11-07');
  });
});

describe('page summary', () => {
  it('says which rows of the whole the page shows', () => {
    expect(pageSummary({ limit: 25, offset: 25 }, 25, 60)).toBe('Showing 26–50 of 60');
    expect(pageSummary({ limit: 25, offset: 50 }, 10, 60)).toBe('Showing 51–60 of 60');
    expect(pageSummary({ limit: 25, offset: 0 }, 0, 0)).toBe('No results');
  });
});
