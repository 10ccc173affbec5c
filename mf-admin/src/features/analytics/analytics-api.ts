import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ANALYTICS_POLL_INTERVAL_MS,
  REPORT_MESSAGES,
  WebhookAnalyticsResponseSchema,
  type AnalyticsHours,
  type WebhookAnalyticsResponse,
} from '@marketplace/contracts';
import { ApiError, apiFetch } from '@marketplace/ui/api';

/** GET /api/webhook/analytics; `_t` defeats every cache on the way (admin spec 7). */
async function fetchWebhookAnalytics(hours: AnalyticsHours): Promise<WebhookAnalyticsResponse> {
  const analytics = WebhookAnalyticsResponseSchema.parse(
    await apiFetch<unknown>(`/api/webhook/analytics?hours=${hours}&_t=${Date.now()}`),
  );
  if (!analytics.success) throw new Error(REPORT_MESSAGES.fetchAnalyticsFailed);
  return analytics;
}

/**
 * Admin spec 9: polled every 30 seconds while the dashboard is open, never served from cache. While
 * another timeframe loads, the last figures stay on screen, so the open tab and its filters stay too.
 */
export function useWebhookAnalytics(hours: AnalyticsHours) {
  return useQuery({
    queryKey: ['webhook-analytics', hours],
    queryFn: () => fetchWebhookAnalytics(hours),
    refetchInterval: ANALYTICS_POLL_INTERVAL_MS,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the analytics failure means the administrator must sign in again (admin spec 2: 'Back to
 * Login'): always before any figures came, and afterwards only when the session was refused. A
 * poll that fails once in passing (a restart) keeps the dashboard and the work in it.
 */
export function analyticsLostSession(error: unknown, hasFigures: boolean): boolean {
  if (!hasFigures) return true;
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
