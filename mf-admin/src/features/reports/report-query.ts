import type { AnalyticsHours } from '@marketplace/contracts';

/** The date filters of a report as the form holds them: days (YYYY-MM-DD) or empty. */
export interface ReportDates {
  startDate: string;
  endDate: string;
}

export const NO_REPORT_DATES: ReportDates = { startDate: '', endDate: '' };

/**
 * The window a report covers: the dates the administrator chose, or without any, the header's
 * timeframe (the last `hours` hours up to now), so the timeframe drives every tab.
 */
export function reportWindowParams(dates: ReportDates, hours: AnalyticsHours, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  if (dates.startDate === '' && dates.endDate === '') {
    params.set('startDate', new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString());
    return params;
  }
  if (dates.startDate !== '') params.set('startDate', dates.startDate);
  if (dates.endDate !== '') params.set('endDate', dates.endDate);
  return params;
}

/** What the report says it covers, under its filters. */
export function reportWindowLabel(dates: ReportDates, timeframeLabel: string): string {
  if (dates.startDate === '' && dates.endDate === '') return timeframeLabel;
  if (dates.endDate === '') return `From ${dates.startDate}`;
  if (dates.startDate === '') return `Until ${dates.endDate}`;
  return `${dates.startDate} to ${dates.endDate}`;
}

/** A page of a report: `offset` is the index of its first row. */
export interface ReportPage {
  limit: number;
  offset: number;
}

/** "Showing 51–100 of 240", or nothing to show. */
export function pageSummary(page: ReportPage, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No results';
  return `Showing ${page.offset + 1}–${page.offset + shown} of ${total}`;
}
