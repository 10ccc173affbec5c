import request from 'supertest';
import type { Express } from 'express';
import { WebhookAnalyticsResponseSchema } from '@marketplace/contracts';
import {
  asAdmin,
  asGateway,
  asResident,
  DATABASE_START_TIMEOUT_MS,
  startWebhookTestContext,
  type WebhookTestContext,
} from './webhook-test-app';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);

let context: WebhookTestContext;
let app: Express;

interface SeedRow {
  at: Date;
  event: string;
  success: boolean;
  processingTimeMs: number;
  orderId?: string | null;
}

/**
 * Known traffic: 30 min ago (3 rows), 3 h ago (2), 30 h ago (1), 100 h ago (1), 10 days ago (1, outside
 * every window).
 */
const SEED: SeedRow[] = [
  { at: minutesAgo(10), event: 'order.status_changed', success: true, processingTimeMs: 4, orderId: 'SR-1' },
  { at: minutesAgo(20), event: 'order.status_changed', success: true, processingTimeMs: 8, orderId: '17' },
  { at: minutesAgo(30), event: 'authentication_failed', success: false, processingTimeMs: 1, orderId: null },
  { at: minutesAgo(180), event: 'order.cancelled', success: true, processingTimeMs: 20 },
  { at: minutesAgo(181), event: 'authentication_failed', success: false, processingTimeMs: 2 },
  { at: minutesAgo(30 * 60), event: 'order.created', success: true, processingTimeMs: 50 },
  { at: minutesAgo(100 * 60), event: 'authentication_failed', success: false, processingTimeMs: 3 },
  { at: minutesAgo(10 * 24 * 60), event: 'order.status_changed', success: true, processingTimeMs: 999 },
];

beforeAll(async () => {
  context = await startWebhookTestContext();
  app = context.app({ now: () => NOW });
  await context.prisma.webhookLog.createMany({
    data: SEED.map((row, index) => ({
      event: row.event,
      success: row.success,
      processingTimeMs: row.processingTimeMs,
      orderId: row.orderId === undefined ? `SR-${100 + index}` : row.orderId,
      sourceIp: '198.51.100.4',
      userAgent: 'partner/1.0',
      createdAt: row.at,
    })),
  });
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await context.close();
}, DATABASE_START_TIMEOUT_MS);

const analytics = (query = '') => asAdmin(request(app).get(`/api/webhook/analytics${query}`));

describe('GET /api/webhook/analytics', () => {
  it('summarises the last hour: totals, success rate with one decimal, average and maximum time', async () => {
    const response = await analytics('?hours=1&_t=1763640000000');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(WebhookAnalyticsResponseSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toMatchObject({
      success: true,
      timeframe: '1 hour',
      statistics: {
        totalRequests: 3,
        successfulRequests: 2,
        failedRequests: 1,
        successRate: 66.7,
        averageProcessingTime: 4.33,
        maxProcessingTime: 8,
      },
    });
  });

  it.each([
    [6, 5, 3, 20],
    [24, 5, 3, 20],
    [168, 7, 4, 50],
  ])('counts only the requests of the last %i hours', async (hours, total, successful, max) => {
    const { body } = await analytics(`?hours=${hours}`);
    expect(body.timeframe).toBe(`${hours} hours`);
    expect(body.statistics).toMatchObject({
      totalRequests: total,
      successfulRequests: successful,
      failedRequests: total - successful,
      maxProcessingTime: max,
    });
    expect(body.recentLogs).toHaveLength(total);
  });

  it('defaults to the last 24 hours', async () => {
    const { body } = await analytics();
    expect(body.timeframe).toBe('24 hours');
    expect(body.statistics.totalRequests).toBe(5);
  });

  it('breaks requests down by event, most frequent first', async () => {
    const { body } = await analytics('?hours=168');
    expect(body.eventBreakdown).toEqual([
      { event: 'authentication_failed', count: 3 },
      { event: 'order.status_changed', count: 2 },
      { event: 'order.cancelled', count: 1 },
      { event: 'order.created', count: 1 },
    ]);
  });

  it('lists the recent requests newest first with the fields the Logs tab shows', async () => {
    const { body } = await analytics('?hours=1');
    expect(body.recentLogs).toEqual([
      {
        id: expect.any(Number),
        timestamp: minutesAgo(10).toISOString(),
        event: 'order.status_changed',
        orderId: 'SR-1',
        success: true,
        processingTime: 4,
        sourceIp: '198.51.100.4',
        userAgent: 'partner/1.0',
      },
      expect.objectContaining({ timestamp: minutesAgo(20).toISOString(), orderId: '17' }),
      expect.objectContaining({ timestamp: minutesAgo(30).toISOString(), orderId: null, success: false }),
    ]);
  });

  it('lists at most the 50 newest requests while the statistics count them all', async () => {
    // A burst a month after the seeded traffic, so the other windows do not see it.
    const later = NOW + 30 * 24 * 3600_000;
    const burstStart = later - 5 * 60_000;
    await context.prisma.webhookLog.createMany({
      data: Array.from({ length: 60 }, (_, index) => ({
        event: 'order.status_changed',
        success: true,
        processingTimeMs: 1,
        createdAt: new Date(burstStart + index * 1000),
      })),
    });
    const { body } = await asAdmin(
      request(context.app({ now: () => later })).get('/api/webhook/analytics?hours=1'),
    );
    expect(body.statistics.totalRequests).toBe(60);
    expect(body.recentLogs).toHaveLength(50);
    expect(body.recentLogs[0].timestamp).toBe(new Date(burstStart + 59_000).toISOString());
  });

  it('answers an empty window with zeros', async () => {
    const quiet = context.app({ now: () => NOW + 365 * 24 * 3600_000 });
    const { body } = await asAdmin(request(quiet).get('/api/webhook/analytics?hours=1'));
    expect(body).toEqual({
      success: true,
      timeframe: '1 hour',
      statistics: {
        totalRequests: 0,
        successfulRequests: 0,
        failedRequests: 0,
        successRate: 0,
        averageProcessingTime: 0,
        maxProcessingTime: 0,
      },
      eventBreakdown: [],
      recentLogs: [],
    });
  });

  it.each([
    ['2', 'hours must be one of: 1, 6, 24, 168'],
    ['24.5', 'hours must be one of: 1, 6, 24, 168'],
    ['abc', 'hours must be a number'],
    ['1&hours=6', 'hours must be a number'],
  ])('refuses hours=%s with 400', async (hours, message) => {
    const response = await analytics(`?hours=${hours}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses anonymous callers with 401 and residents with 403', async () => {
    const anonymous = await asGateway(request(app).get('/api/webhook/analytics?hours=24'));
    const resident = await asResident(request(app).get('/api/webhook/analytics?hours=24'));
    expect(anonymous.status).toBe(401);
    expect(resident.status).toBe(403);
  });
});
