import type { WebhookAnalyticsReader } from '../../domain/webhook-log.repository';
import { getWebhookAnalytics } from './get-webhook-analytics';

describe('getWebhookAnalytics', () => {
  it('asks the store for the window ending now and the 50 newest rows', async () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const calls: unknown[] = [];
    const analytics: WebhookAnalyticsReader = {
      totals: async (since) => {
        calls.push(['totals', since.toISOString()]);
        return { total: 0, successful: 0, averageProcessingTimeMs: null, maxProcessingTimeMs: null };
      },
      eventCounts: async (since) => {
        calls.push(['eventCounts', since.toISOString()]);
        return [];
      },
      recent: async (since, limit) => {
        calls.push(['recent', since.toISOString(), limit]);
        return [];
      },
    };
    await getWebhookAnalytics({ analytics, now: () => now }, 6);
    expect(calls).toEqual([
      ['totals', '2026-11-20T06:00:00.000Z'],
      ['eventCounts', '2026-11-20T06:00:00.000Z'],
      ['recent', '2026-11-20T06:00:00.000Z', 50],
    ]);
  });
});
