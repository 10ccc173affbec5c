import type { AnalyticsHours, WebhookAnalyticsResponse } from '@marketplace/contracts';
import { timeframeLabel, webhookStatistics } from '../../domain/webhook-log';
import type { WebhookAnalyticsReader } from '../../domain/webhook-log.repository';

export interface GetWebhookAnalyticsDeps {
  analytics: WebhookAnalyticsReader;
  now?: () => number;
}

/** Admin spec: the Logs tab lists this many of the window's newest requests. */
const RECENT_LOGS_LIMIT = 50;

const HOUR_MS = 60 * 60 * 1000;

/** Webhook traffic over the last `hours`, aggregated by the database. */
export async function getWebhookAnalytics(
  deps: GetWebhookAnalyticsDeps,
  hours: AnalyticsHours,
): Promise<WebhookAnalyticsResponse> {
  const since = new Date((deps.now ?? Date.now)() - hours * HOUR_MS);
  const [totals, eventBreakdown, recent] = await Promise.all([
    deps.analytics.totals(since),
    deps.analytics.eventCounts(since),
    deps.analytics.recent(since, RECENT_LOGS_LIMIT),
  ]);
  return {
    success: true,
    timeframe: timeframeLabel(hours),
    statistics: webhookStatistics(totals),
    eventBreakdown,
    recentLogs: recent.map((log) => ({
      id: log.id,
      timestamp: log.createdAt.toISOString(),
      event: log.event,
      orderId: log.orderId,
      success: log.success,
      processingTime: log.processingTimeMs,
      sourceIp: log.sourceIp,
      userAgent: log.userAgent,
    })),
  };
}
