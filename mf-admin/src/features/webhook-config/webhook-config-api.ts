import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_POLL_INTERVAL_MS, WebhookConfigResponseSchema } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** GET /api/admin/webhook-config: administrators only, the secret included. */
export function useWebhookConfig() {
  return useQuery({
    queryKey: ['webhook-config'],
    queryFn: async () =>
      WebhookConfigResponseSchema.parse(await apiFetch<unknown>('/api/admin/webhook-config')),
  });
}

/**
 * Whether the webhook service is ready now, as the gateway's /readyz reports it per service (its
 * answer is 503 while any service is not ready, with the same per-service states).
 */
async function fetchWebhookReadiness(): Promise<boolean> {
  const response = await fetch('/readyz', { cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as { services?: Record<string, string> } | null;
  return body?.services?.webhook === 'ready';
}

/** Checked as often as the dashboard refreshes its analytics. */
export function useWebhookReadiness() {
  return useQuery({
    queryKey: ['webhook-readiness'],
    queryFn: fetchWebhookReadiness,
    refetchInterval: ANALYTICS_POLL_INTERVAL_MS,
    staleTime: 0,
  });
}
