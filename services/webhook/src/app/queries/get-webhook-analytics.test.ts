import type { WebhookAnalyticsReader } from '../../domain/webhook-log.repository';
import { getWebhookAnalytics, timeframeLabel, webhookStatistics } from './get-webhook-analytics';

describe('webhookStatistics', () => {
  it('derives failures and the success rate in percent with one decimal', () => {
    expect(
      webhookStatistics({ total: 3, successful: 2, averageProcessingTimeMs: 4.3333, maxProcessingTimeMs: 8 }),
    ).toEqual({
      totalRequests: 3,
      successfulRequests: 2,
      failedRequests: 1,
      successRate: 66.7,
      averageProcessingTime: 4.33,
      maxProcessingTime: 8,
    });
  });

  it('reports zeros, not NaN, for a window without requests', () => {
    expect(
      webhookStatistics({
        total: 0,
        successful: 0,
        averageProcessingTimeMs: null,
        maxProcessingTimeMs: null,
      }),
    ).toMatchObject({
      successRate: 0,
      averageProcessingTime: 0,
      maxProcessingTime: 0,
    });
  });
});

describe('timeframeLabel', () => {
  it('reads as the window in hours', () => {
    expect([1, 6, 24, 168].map(timeframeLabel)).toEqual(['1 hour', '6 hours', '24 hours', '168 hours']);
  });
});

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
