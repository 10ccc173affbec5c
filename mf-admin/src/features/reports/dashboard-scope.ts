import type { AnalyticsHours } from '@marketplace/contracts';

/**
 * What the dashboard header decides for every tab: the timeframe a report covers when no dates are
 * chosen, and the moment that window ends, which moves only on Refresh or a new timeframe (so an
 * open report does not refetch on every render).
 */
export interface DashboardScope {
  hours: AnalyticsHours;
  timeframeLabel: string;
  windowEnd: Date;
}
