import { AnalyticsHoursSchema, WebhookAnalyticsResponseSchema } from './webhook-analytics';

const answer = {
  success: true,
  timeframe: '24 hours',
  statistics: {
    totalRequests: 4,
    successfulRequests: 3,
    failedRequests: 1,
    successRate: 75,
    averageProcessingTime: 12.5,
    maxProcessingTime: 31,
  },
  eventBreakdown: [
    { event: 'order.status_changed', count: 3 },
    { event: 'authentication_failed', count: 1 },
  ],
  recentLogs: [
    {
      id: 9,
      timestamp: '2026-11-22T10:00:00.000Z',
      event: 'order.status_changed',
      orderId: 'EXT-1001',
      success: true,
      processingTime: 12,
      sourceIp: '10.0.0.7',
      userAgent: 'partner-sim/1.0',
    },
    {
      id: 10,
      timestamp: '2026-11-22T10:01:00.000Z',
      event: 'authentication_failed',
      orderId: null,
      success: false,
      processingTime: null,
      sourceIp: null,
      userAgent: null,
    },
  ],
};

describe('webhook analytics contract', () => {
  it('accepts the answer the dashboard reads', () => {
    expect(WebhookAnalyticsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects an answer without statistics', () => {
    const { statistics: _omitted, ...withoutStatistics } = answer;
    expect(WebhookAnalyticsResponseSchema.safeParse(withoutStatistics).success).toBe(false);
  });

  it('rejects a success rate that is not a percentage', () => {
    const wrong = { ...answer, statistics: { ...answer.statistics, successRate: 150 } };
    expect(WebhookAnalyticsResponseSchema.safeParse(wrong).success).toBe(false);
  });

  it('accepts only the four timeframes, from a query string', () => {
    expect(['1', '6', '24', '168'].map((hours) => AnalyticsHoursSchema.parse(hours))).toEqual([
      1, 6, 24, 168,
    ]);
    expect(AnalyticsHoursSchema.safeParse('12').success).toBe(false);
    expect(AnalyticsHoursSchema.safeParse('abc').success).toBe(false);
  });
});
