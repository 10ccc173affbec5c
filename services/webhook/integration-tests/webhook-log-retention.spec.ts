import { randomUUID } from 'node:crypto';
import { DEFAULT_WEBHOOK_PARTNER } from '@marketplace/contracts';
import { purgeOldWebhookLogs } from '../src/app/commands/purge-old-webhook-logs';
import { webhookReceivedEvent } from '../src/domain/webhook-received';
import { PostgresWebhookReportRepository } from '../src/infra/db/postgres-webhook-report.repository';
import { useWebhookTestContext } from './webhook-test-app';

const context = useWebhookTestContext({ emptyBeforeEach: true });

const NOW = new Date('2026-11-28T10:20:00Z');
const PARTNER = '198.51.100.20';
const FORGER = '203.0.113.66';

interface Row {
  at: string;
  ms: number;
  accepted?: boolean;
  sourceIp?: string | null;
}

/** Logs a delivery through the service's own write statements, which keep the hourly totals. */
async function logDelivery({ at, ms, accepted = false, sourceIp = FORGER }: Row): Promise<void> {
  const receivedAt = new Date(at);
  const log = {
    webhookId: accepted ? `msg_${randomUUID()}` : null,
    event: accepted ? 'order.status_changed' : 'authentication_failed',
    orderId: 'SR-9',
    status: 'ready',
    processingTimeMs: ms,
    sourceIp,
    userAgent: null,
    payload: null,
    receivedAt,
  };
  if (!accepted) return context.logs.recordRejected({ ...log, errorMessage: 'Invalid webhook signature' });
  const event = webhookReceivedEvent({
    id: randomUUID(),
    event: 'order.status_changed',
    orderId: 'SR-9',
    status: 'ready',
    externalStatus: 'ready',
    receivedAt,
    partner: DEFAULT_WEBHOOK_PARTNER,
  });
  await context.logs.recordAccepted(log, event);
}

/** What the report and the analytics say, beside the same figures added up from the rows left. */
async function totalsAndRows(filter: { event?: string; sourceIp?: string } = {}) {
  const reports = new PostgresWebhookReportRepository(context.prisma);
  const where = { event: filter.event, sourceIp: filter.sourceIp };
  const [rows, successful, sums] = await Promise.all([
    context.prisma.webhookLog.count({ where }),
    context.prisma.webhookLog.count({ where: { ...where, success: true } }),
    context.prisma.webhookLog.aggregate({ where, _sum: { processingTimeMs: true } }),
  ]);
  return {
    reported: await reports.totals({ window: {}, ...filter }),
    logged: { requests: rows, successful, processingTimeMs: sums._sum.processingTimeMs ?? 0 },
  };
}

async function expectTotalsToMatchRows() {
  for (const filter of [
    {},
    { sourceIp: PARTNER },
    { sourceIp: FORGER },
    { event: 'authentication_failed' },
  ]) {
    const { reported, logged } = await totalsAndRows(filter);
    expect(reported).toEqual(logged);
  }
  const since = new Date('2026-10-01T00:00:00Z');
  const rows = await context.prisma.webhookLog.aggregate({
    where: { createdAt: { gte: since } },
    _count: true,
    _max: { processingTimeMs: true },
  });
  expect(await context.logs.totals(since)).toMatchObject({
    total: rows._count,
    maxProcessingTimeMs: rows._max.processingTimeMs,
  });
}

describe('webhook log retention', () => {
  const OLD_HOUR = [
    { at: '2026-10-20T08:05:00Z', ms: 90 },
    { at: '2026-10-20T08:10:00Z', ms: 5, accepted: true, sourceIp: PARTNER },
    { at: '2026-10-20T08:30:00Z', ms: 7 },
    { at: '2026-10-20T08:40:00Z', ms: 3, sourceIp: null },
    { at: '2026-10-20T08:50:00Z', ms: 4, accepted: true, sourceIp: PARTNER },
  ];
  const KEPT = [
    // In the hour the cutoff (30 days back, 2026-10-29T10:20) falls in: the whole hour stays.
    { at: '2026-10-29T10:05:00Z', ms: 11 },
    { at: '2026-11-27T23:00:00Z', ms: 2, accepted: true, sourceIp: PARTNER },
    { at: '2026-11-28T10:10:00Z', ms: 6 },
  ];

  beforeEach(async () => {
    for (const row of [...OLD_HOUR, { at: '2026-10-01T00:00:00Z', ms: 1 }, ...KEPT]) await logDelivery(row);
  });

  it('deletes accepted and refused rows older than the retention period, and the totals keep counting the rows left', async () => {
    const deleted = await purgeOldWebhookLogs({
      logs: context.logs,
      retentionDays: 30,
      now: NOW,
      batchSize: 2,
    });
    expect(deleted).toBe(OLD_HOUR.length + 1);
    expect(
      (await context.prisma.webhookLog.findMany({ orderBy: { createdAt: 'asc' } })).map((row) =>
        row.createdAt.toISOString(),
      ),
    ).toEqual(KEPT.map((row) => new Date(row.at).toISOString()));
    await expectTotalsToMatchRows();
  });

  it('keeps the totals exact, the longest time too, while an hour is deleted batch by batch', async () => {
    const logs = { deleteLoggedBefore: context.logs.deleteLoggedBefore.bind(context.logs) };
    // The 2026-10-01 row, then the first of the old hour (its longest, 90 ms).
    expect(await logs.deleteLoggedBefore(new Date('2026-10-29T10:00:00Z'), 2)).toBe(2);
    await expectTotalsToMatchRows();
    expect((await context.logs.totals(new Date('2026-10-20T00:00:00Z'))).maxProcessingTimeMs).toBe(11);
    expect(await logs.deleteLoggedBefore(new Date('2026-10-29T10:00:00Z'), 3)).toBe(3);
    await expectTotalsToMatchRows();
    expect(await logs.deleteLoggedBefore(new Date('2026-10-29T10:00:00Z'), 3)).toBe(1);
    await expectTotalsToMatchRows();
  });

  it('keeps everything within a longer retention period', async () => {
    expect(await purgeOldWebhookLogs({ logs: context.logs, retentionDays: 365, now: NOW })).toBe(0);
    expect(await context.prisma.webhookLog.count()).toBe(OLD_HOUR.length + 1 + KEPT.length);
    await expectTotalsToMatchRows();
  });
});
