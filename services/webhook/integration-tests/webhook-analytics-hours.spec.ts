import { DEFAULT_WEBHOOK_PARTNER } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { WebhookEvent } from '@marketplace/contracts';
import { webhookStatistics, type WebhookLogRecord } from '../src/domain/webhook-log';
import { webhookReceivedEvent } from '../src/domain/webhook-received';
import { asAdmin, newWebhookId, useWebhookTestContext } from './webhook-test-app';

/**
 * The analytics read their window's whole UTC hours from the hourly totals and its partial first hour
 * from the log. Every request here goes through the service's log repository, whose statements keep
 * those totals, and every answer must be what adding up the window's log rows gives, as the analytics
 * did before the totals.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const TIMEFRAMES = [1, 6, 24, 168] as const;

const context = useWebhookTestContext();

let stretches = 0;
/**
 * A stretch of time of its own for each test, later than every earlier test's: the window is open at
 * its end, so a test must not find later requests of another, and a week's window reaches no earlier one.
 */
function nextStretch(): number {
  stretches += 1;
  return Date.parse('2030-01-01T00:00:00.000Z') + stretches * 30 * DAY_MS;
}

/** A moment of the asking, 20 minutes past an hour, and the window's edges for a timeframe. */
function windowOf(hours: number) {
  const now = nextStretch() + 10 * DAY_MS + 12 * HOUR_MS + 20 * MINUTE_MS;
  const since = now - hours * HOUR_MS;
  return { now, since, firstWholeHour: Math.ceil(since / HOUR_MS) * HOUR_MS };
}

interface Delivery {
  at: number;
  processingTimeMs: number;
  event?: string;
  /** Refused with this reason; accepted otherwise. */
  refused?: string;
  /** An accepted delivery's id; a second one under an id is a duplicate. */
  webhookId?: string;
}

function logRecord(delivery: Delivery): WebhookLogRecord {
  return {
    webhookId: delivery.refused === undefined ? (delivery.webhookId ?? newWebhookId()) : null,
    event:
      delivery.event ?? (delivery.refused === undefined ? 'order.status_changed' : 'authentication_failed'),
    orderId: 'SR-1',
    status: 'preparing',
    processingTimeMs: delivery.processingTimeMs,
    sourceIp: '203.0.113.7',
    userAgent: 'partner/1.0',
    payload: null,
    receivedAt: new Date(delivery.at),
  };
}

/** Logs a request as the service does, adding it to the hourly totals; whether it was a duplicate. */
async function deliver(delivery: Delivery): Promise<boolean> {
  const log = logRecord(delivery);
  if (delivery.refused !== undefined) {
    await context.logs.recordRejected({ ...log, errorMessage: delivery.refused });
    return false;
  }
  const event = webhookReceivedEvent({
    id: randomUUID(),
    event: log.event as WebhookEvent,
    orderId: 'SR-1',
    status: 'preparing',
    externalStatus: 'preparing',
    receivedAt: log.receivedAt,
    partner: DEFAULT_WEBHOOK_PARTNER,
  });
  return (await context.logs.recordAccepted(log, event)).duplicate;
}

const analytics = async (now: number, hours: number) =>
  (await asAdmin(request(context.app({ now: () => now })).get(`/api/webhook/analytics?hours=${hours}`))).body;

/** What adding up the log rows from `since` on gives: the analytics' figures before the totals. */
async function figuresOfLog(since: number) {
  const where = { createdAt: { gte: new Date(since) } };
  const [all, successful, events] = await Promise.all([
    context.prisma.webhookLog.aggregate({
      where,
      _count: { _all: true },
      _avg: { processingTimeMs: true },
      _max: { processingTimeMs: true },
    }),
    context.prisma.webhookLog.count({ where: { ...where, success: true } }),
    context.prisma.webhookLog.groupBy({
      by: ['event'],
      where,
      _count: { _all: true },
      orderBy: [{ _count: { event: 'desc' } }, { event: 'asc' }],
    }),
  ]);
  return {
    statistics: webhookStatistics({
      total: all._count._all,
      successful,
      averageProcessingTimeMs: all._avg.processingTimeMs,
      maxProcessingTimeMs: all._max.processingTimeMs,
    }),
    eventBreakdown: events.map((group) => ({ event: group.event, count: group._count._all })),
  };
}

/** The analytics' answer, checked against the log's own figures; its statistics. */
async function expectFiguresOfLog(now: number, since: number, hours: number) {
  const answer = await analytics(now, hours);
  const log = await figuresOfLog(since);
  expect({ statistics: answer.statistics, eventBreakdown: answer.eventBreakdown }).toEqual(log);
  return answer.statistics;
}

describe('GET /api/webhook/analytics over the hourly totals', () => {
  it.each(TIMEFRAMES)(
    'meets the log at the first whole hour of the last %i hour(s), counting each request once',
    async (hours) => {
      const { now, since, firstWholeHour } = windowOf(hours);
      const outside: Delivery[] = [
        // The hour before the window's: its totals are not read.
        { at: since - HOUR_MS, processingTimeMs: 900 },
        // The window's first hour before the window starts: counted in that hour's totals, not read.
        { at: since - 1, processingTimeMs: 700, event: 'order.created' },
      ];
      const inside: Delivery[] = [
        { at: since, processingTimeMs: 7 },
        { at: since + MINUTE_MS, processingTimeMs: 3, refused: 'No webhook-signature matches the payload' },
        // The last moment read from the log, and the first read from the totals.
        { at: firstWholeHour - 1, processingTimeMs: 9, event: 'order.cancelled' },
        { at: firstWholeHour, processingTimeMs: 11 },
        {
          at: firstWholeHour + 30 * MINUTE_MS,
          processingTimeMs: 2,
          event: 'invalid_payload',
          refused: 'Request body is not valid JSON',
        },
        // The current hour, from the totals as well, and a request logged after the call asked: the
        // window is open at its end, as it always was.
        { at: now - 1, processingTimeMs: 5 },
        { at: now + MINUTE_MS, processingTimeMs: 4 },
      ];
      // Together, so the batches mix hours inside and outside the window.
      await Promise.all([...outside, ...inside].map(deliver));

      const answer = await analytics(now, hours);
      expect(answer.statistics).toEqual({
        totalRequests: 7,
        successfulRequests: 5,
        failedRequests: 2,
        successRate: 71.4,
        averageProcessingTime: 5.86,
        maxProcessingTime: 11,
      });
      expect(answer.eventBreakdown).toEqual([
        { event: 'order.status_changed', count: 4 },
        { event: 'authentication_failed', count: 1 },
        { event: 'invalid_payload', count: 1 },
        { event: 'order.cancelled', count: 1 },
      ]);
      expect(answer.recentLogs).toHaveLength(7);
      expect({ statistics: answer.statistics, eventBreakdown: answer.eventBreakdown }).toEqual(
        await figuresOfLog(since),
      );
    },
  );

  it.each(TIMEFRAMES)(
    'takes the longest time from the log when it lies in the partial first hour of the last %i hour(s)',
    async (hours) => {
      const { now, since, firstWholeHour } = windowOf(hours);
      for (const delivery of [
        // Longer, in the same UTC hour as the window's start but before it: in that hour's totals.
        { at: since - 1, processingTimeMs: 500 },
        { at: since + MINUTE_MS, processingTimeMs: 80 },
        { at: firstWholeHour + 10 * MINUTE_MS, processingTimeMs: 40 },
      ]) {
        await deliver(delivery);
      }
      const statistics = await expectFiguresOfLog(now, since, hours);
      expect(statistics).toMatchObject({ totalRequests: 2, maxProcessingTime: 80 });
    },
  );

  it.each(TIMEFRAMES)(
    'takes the longest time from the totals when it lies in a whole hour of the last %i hour(s)',
    async (hours) => {
      const { now, since, firstWholeHour } = windowOf(hours);
      for (const delivery of [
        { at: since - HOUR_MS, processingTimeMs: 600 },
        { at: since + MINUTE_MS, processingTimeMs: 40 },
        { at: firstWholeHour + 10 * MINUTE_MS, processingTimeMs: 90 },
        // Shorter, later, into the same totals row: the row keeps the longer time.
        { at: firstWholeHour + 15 * MINUTE_MS, processingTimeMs: 30 },
      ]) {
        await deliver(delivery);
      }
      const statistics = await expectFiguresOfLog(now, since, hours);
      expect(statistics).toMatchObject({ totalRequests: 3, maxProcessingTime: 90 });
    },
  );

  it('keeps the longest time through duplicate and refused deliveries, in whole hours and the partial one', async () => {
    const hours = 24;
    const { now, since, firstWholeHour } = windowOf(hours);
    const wholeHour = firstWholeHour + 2 * HOUR_MS;
    const webhookId = newWebhookId();
    const steps: Array<[Delivery, { duplicate: boolean; total: number; successful: number; max: number }]> = [
      [
        { at: wholeHour + 5 * MINUTE_MS, processingTimeMs: 10, webhookId },
        { duplicate: false, total: 1, successful: 1, max: 10 },
      ],
      // A redelivery is logged as a duplicate, and counted like any request.
      [
        { at: wholeHour + 6 * MINUTE_MS, processingTimeMs: 60, webhookId },
        { duplicate: true, total: 2, successful: 2, max: 60 },
      ],
      [
        {
          at: wholeHour + 7 * MINUTE_MS,
          processingTimeMs: 75,
          refused: 'Unsupported status: teleported',
          event: 'order.status_changed',
        },
        { duplicate: false, total: 3, successful: 2, max: 75 },
      ],
      [
        { at: wholeHour + 8 * MINUTE_MS, processingTimeMs: 20 },
        { duplicate: false, total: 4, successful: 3, max: 75 },
      ],
      // The partial first hour, read from the log.
      [
        { at: since + MINUTE_MS, processingTimeMs: 120, webhookId },
        { duplicate: true, total: 5, successful: 4, max: 120 },
      ],
      [
        {
          at: since + 2 * MINUTE_MS,
          processingTimeMs: 130,
          refused: 'No webhook-signature matches the payload',
        },
        { duplicate: false, total: 6, successful: 4, max: 130 },
      ],
      // Before the window, in its first hour's totals: not counted.
      [
        { at: since - 1, processingTimeMs: 999, refused: 'No webhook-signature matches the payload' },
        { duplicate: false, total: 6, successful: 4, max: 130 },
      ],
    ];
    for (const [delivery, expected] of steps) {
      expect(await deliver(delivery)).toBe(expected.duplicate);
      const statistics = await expectFiguresOfLog(now, since, hours);
      expect(statistics).toMatchObject({
        totalRequests: expected.total,
        successfulRequests: expected.successful,
        maxProcessingTime: expected.max,
      });
    }
  });

  it('adds up requests written together by concurrent batches, for every timeframe', async () => {
    const { now } = windowOf(168);
    // 1 to 40 ms in a shuffled order, over the week: the current hour, every window's partial first
    // hour (for the last hour, 20 to 60 minutes ago) and whole hours.
    const times = Array.from({ length: 40 }, (_, index) => ((index * 17) % 40) + 1);
    await Promise.all(
      times.map((processingTimeMs, index) =>
        deliver({
          at: now - (index % 8) * 20 * HOUR_MS - index * MINUTE_MS,
          processingTimeMs,
          ...(index % 4 === 0 && { refused: 'No webhook-signature matches the payload' }),
        }),
      ),
    );
    for (const hours of TIMEFRAMES) {
      await expectFiguresOfLog(now, now - hours * HOUR_MS, hours);
    }
    expect((await analytics(now, 168)).statistics).toMatchObject({
      totalRequests: 40,
      successfulRequests: 30,
      maxProcessingTime: 40,
    });
  });
});
