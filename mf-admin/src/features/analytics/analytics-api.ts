import { useQuery } from '@tanstack/react-query';
import {
  ANALYTICS_POLL_INTERVAL_MS,
  WebhookAnalyticsResponseSchema,
  type AnalyticsHours,
  type WebhookAnalyticsResponse,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** GET /api/webhook/analytics; `_t` defeats every cache on the way (admin spec 7). */
async function fetchWebhookAnalytics(hours: AnalyticsHours): Promise<WebhookAnalyticsResponse> {
  const analytics = WebhookAnalyticsResponseSchema.parse(
    await apiFetch<unknown>(`/api/webhook/analytics?hours=${hours}&_t=${Date.now()}`),
  );
  if (!analytics.success) throw new Error('Failed to fetch analytics');
  return analytics;
}

/** Admin spec 9: polled every 30 seconds while the dashboard is open, never served from cache. */
export function useWebhookAnalytics(hours: AnalyticsHours) {
  return useQuery({
    queryKey: ['webhook-analytics', hours],
    queryFn: () => fetchWebhookAnalytics(hours),
    refetchInterval: ANALYTICS_POLL_INTERVAL_MS,
    staleTime: 0,
    gcTime: 0,
  });
}
