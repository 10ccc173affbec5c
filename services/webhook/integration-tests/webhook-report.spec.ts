import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import {
  WebhookReportResponseSchema,
  type WebhookEvent,
  DEFAULT_WEBHOOK_PARTNER,
} from '@marketplace/contracts';
import type { WebhookLogRecord } from '../src/domain/webhook-log';
import { webhookReceivedEvent } from '../src/domain/webhook-received';
import type { Prisma } from '../src/infra/db/generated/client';
import {
  asAdmin,
  asGateway,
  asResident,
  DATABASE_START_TIMEOUT_MS,
  newWebhookId,
  signedHeaders,
  startWebhookTestContext,
  WEBHOOK_SECRET,
  type WebhookTestContext,
} from './webhook-test-app';

const PARTNER = '203.0.113.7';
const OTHER_PARTNER = '198.51.100.20';
const PROBE = '192.0.2.66';
const BAD_SIGNATURE = 'No webhook-signature matches the payload';

interface SeedRow {
  at: string;
  event: string;
  processingTimeMs: number;
  sourceIp: string | null;
  orderId: string | null;
  /** Refused with this reason; accepted when absent. */
  errorMessage?: string;
}

/**
 * Requests around the Indian day 2024-11-20, which runs from 2024-11-19T18:30Z to 2024-11-20T18:30Z:
 * some on its edges, some inside whole UTC hours, some within partial ones.
 */
const SEED = {
  lastOfDayBefore: {
    at: '2024-11-19T18:29:59.999Z',
    event: 'order.status_changed',
    processingTimeMs: 10,
    sourceIp: PARTNER,
    orderId: 'SR-1',
  },
  firstOfDay: {
    at: '2024-11-19T18:30:00.000Z',
    event: 'authentication_failed',
    processingTimeMs: 2,
    sourceIp: PROBE,
    orderId: null,
    errorMessage: BAD_SIGNATURE,
  },
  morning: {
    at: '2024-11-20T03:15:00.000Z',
    event: 'order.status_changed',
    processingTimeMs: 6,
    sourceIp: PARTNER,
    orderId: 'SR-2',
  },
  morningCancel: {
    at: '2024-11-20T03:45:00.000Z',
    event: 'order.cancelled',
    processingTimeMs: 8,
    sourceIp: PARTNER,
    orderId: 'SR-3',
  },
  unsupported: {
    at: '2024-11-20T09:00:00.000Z',
    event: 'order.status_changed',
    processingTimeMs: 4,
    sourceIp: PARTNER,
    orderId: 'SR-4',
    errorMessage: 'Unsupported status: teleported',
  },
  lastOfDay: {
    at: '2024-11-20T18:29:59.999Z',
    event: 'order.status_changed',
    processingTimeMs: 12,
    sourceIp: OTHER_PARTNER,
    orderId: 'SR-5',
  },
  firstOfNextDay: {
    at: '2024-11-20T18:30:00.000Z',
    event: 'authentication_failed',
    processingTimeMs: 1,
    sourceIp: PROBE,
    orderId: null,
    errorMessage: BAD_SIGNATURE,
  },
  nextDay: {
    at: '2024-11-21T12:00:00.000Z',
    event: 'order.created',
    processingTimeMs: 20,
    sourceIp: null,
    orderId: '17',
  },
} satisfies Record<string, SeedRow>;
type SeedName = keyof typeof SEED;
const ALL_SEEDED = Object.keys(SEED) as SeedName[];

let context: WebhookTestContext;
let app: Express;

function logRecord(row: SeedRow): WebhookLogRecord {
  return {
    webhookId: row.errorMessage === undefined ? newWebhookId() : null,
    event: row.event,
    orderId: row.orderId,
    status: 'preparing',
    processingTimeMs: row.processingTimeMs,
    sourceIp: row.sourceIp,
    userAgent: 'partner/1.0',
    payload: null,
    receivedAt: new Date(row.at),
  };
}

/** Writes the rows through the service's log repository, one after another, so ids follow the order. */
async function seed(rows: readonly SeedRow[]): Promise<void> {
  for (const row of rows) {
    const log = logRecord(row);
    if (row.errorMessage !== undefined) {
      await context.logs.recordRejected({ ...log, errorMessage: row.errorMessage });
      continue;
    }
    const event = webhookReceivedEvent({
      id: randomUUID(),
      event: row.event as WebhookEvent,
      orderId: row.orderId ?? 'SR-0',
      status: 'preparing',
      externalStatus: 'preparing',
      receivedAt: log.receivedAt,
      partner: DEFAULT_WEBHOOK_PARTNER,
    });
    await context.logs.recordAccepted(log, event);
  }
}

beforeAll(async () => {
  context = await startWebhookTestContext();
  app = context.app();
  await seed(Object.values(SEED));
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await context.close();
}, DATABASE_START_TIMEOUT_MS);

const report = (query: Record<string, string> = {}) =>
  asAdmin(request(app).get('/api/admin/webhook-report').query(query));

const newestFirst = (names: readonly SeedName[]) =>
  names.map((name) => SEED[name].at).sort((a, b) => b.localeCompare(a));

/** The figures the report must show for these seeded requests, worked out from the seed itself. */
function figuresOf(names: readonly SeedName[]) {
  const rows: SeedRow[] = names.map((name) => SEED[name]);
  const failed = rows.filter((row) => row.errorMessage !== undefined).length;
  const milliseconds = rows.reduce((sum, row) => sum + row.processingTimeMs, 0);
  return {
    totalCount: rows.length,
    successfulCount: rows.length - failed,
    failedCount: failed,
    averageProcessingTimeMs: rows.length === 0 ? 0 : Math.round((milliseconds / rows.length) * 100) / 100,
  };
}

async function expectReport(query: Record<string, string>, names: readonly SeedName[]) {
  const response = await report(query);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ success: true, ...figuresOf(names) });
  expect(response.body.data.map((entry: { createdAt: string }) => entry.createdAt)).toEqual(
    newestFirst(names),
  );
}

describe('GET /api/admin/webhook-report', () => {
  it('lists every request newest first with the table fields, and totals them all', async () => {
    const response = await report();

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(WebhookReportResponseSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toMatchObject({
      success: true,
      totalCount: 8,
      successfulCount: 5,
      failedCount: 3,
      averageProcessingTimeMs: 7.88,
      limit: 50,
      offset: 0,
    });
    expect(response.body.data.map((entry: { createdAt: string }) => entry.createdAt)).toEqual(
      newestFirst(ALL_SEEDED),
    );
    const byTime = (at: string) =>
      response.body.data.find((entry: { createdAt: string }) => entry.createdAt === at);
    expect(byTime(SEED.firstOfDay.at)).toEqual({
      id: expect.any(Number),
      createdAt: '2024-11-19T18:30:00.000Z',
      event: 'authentication_failed',
      orderId: null,
      success: false,
      processingTimeMs: 2,
      sourceIp: PROBE,
      errorMessage: BAD_SIGNATURE,
    });
    expect(byTime(SEED.nextDay.at)).toMatchObject({
      event: 'order.created',
      orderId: '17',
      success: true,
      sourceIp: null,
      errorMessage: null,
    });
    expect(byTime(SEED.unsupported.at)).toMatchObject({
      success: false,
      orderId: 'SR-4',
      errorMessage: 'Unsupported status: teleported',
    });
  });

  it('covers whole Indian days, the end day included', async () => {
    const response = await report({ startDate: '2024-11-20', endDate: '2024-11-20' });
    expect(response.body).toMatchObject({
      totalCount: 5,
      successfulCount: 3,
      failedCount: 2,
      averageProcessingTimeMs: 6.4,
    });
    await expectReport({ startDate: '2024-11-20', endDate: '2024-11-20' }, [
      'firstOfDay',
      'morning',
      'morningCancel',
      'unsupported',
      'lastOfDay',
    ]);
  });

  it.each<[string, Record<string, string>, SeedName[]]>([
    ['from a day on', { startDate: '2024-11-21' }, ['firstOfNextDay', 'nextDay']],
    ['up to a day', { endDate: '2024-11-19' }, ['lastOfDayBefore']],
    [
      'between ISO times, the end instant included',
      { startDate: '2024-11-20T03:30:00Z', endDate: '2024-11-20T18:29:59.999Z' },
      ['morningCancel', 'unsupported', 'lastOfDay'],
    ],
    [
      'between ISO times with an offset',
      { startDate: '2024-11-20T09:00:00+05:30', endDate: '2024-11-20T23:59:59.999+05:30' },
      ['morningCancel', 'unsupported', 'lastOfDay'],
    ],
    ['within one hour', { startDate: '2024-11-20T03:10:00Z', endDate: '2024-11-20T03:20:00Z' }, ['morning']],
    [
      'of whole hours only',
      { startDate: '2024-11-20T03:00:00Z', endDate: '2024-11-20T08:59:59.999Z' },
      ['morning', 'morningCancel'],
    ],
    ['with nothing in it', { startDate: '2024-11-22', endDate: '2024-11-30' }, []],
  ])('filters a window %s', async (_label, query, names) => {
    await expectReport(query, names);
  });

  it.each<[Record<string, string>, SeedName[]]>([
    [{ event: 'authentication_failed' }, ['firstOfDay', 'firstOfNextDay']],
    [{ event: 'order.status_changed' }, ['lastOfDayBefore', 'morning', 'unsupported', 'lastOfDay']],
    [{ event: 'all' }, ALL_SEEDED],
    [{ event: '' }, ALL_SEEDED],
    [{ event: 'order.refunded' }, []],
    [{ sourceIp: PARTNER }, ['lastOfDayBefore', 'morning', 'morningCancel', 'unsupported']],
    [{ sourceIp: PROBE }, ['firstOfDay', 'firstOfNextDay']],
    [{ sourceIp: '203.0.113' }, []],
  ])('filters by %j exactly', async (query, names) => {
    await expectReport(query, names);
  });

  it('combines the window, event and source IP filters', async () => {
    const query = {
      startDate: '2024-11-20',
      endDate: '2024-11-20',
      event: 'order.status_changed',
      sourceIp: PARTNER,
    };
    const response = await report(query);
    expect(response.body).toMatchObject({
      totalCount: 2,
      successfulCount: 1,
      failedCount: 1,
      averageProcessingTimeMs: 5,
    });
    await expectReport(query, ['morning', 'unsupported']);
  });

  it('pages through the requests newest first while the figures cover them all', async () => {
    const response = await report({ limit: '3', offset: '2' });
    expect(response.body).toMatchObject({ ...figuresOf(ALL_SEEDED), limit: 3, offset: 2 });
    // More than the page maximum gets the maximum, and the answer says so.
    expect((await report({ limit: '500' })).body).toMatchObject({ limit: 200, offset: 0 });
    expect(response.body.data.map((entry: { createdAt: string }) => entry.createdAt)).toEqual(
      newestFirst(ALL_SEEDED).slice(2, 5),
    );

    const beyond = await report({ offset: '8' });
    expect(beyond.body).toMatchObject({ totalCount: 8, data: [] });
  });

  it('lists requests of the same moment the latest logged first', async () => {
    const at = '2024-12-01T10:00:00.000Z';
    const row = { at, event: 'order.status_changed', processingTimeMs: 3, sourceIp: PARTNER };
    await seed([
      { ...row, orderId: 'TIE-1' },
      { ...row, orderId: 'TIE-2' },
      { ...row, orderId: 'TIE-3' },
    ]);
    const response = await report({ startDate: at, endDate: at });
    const { data } = response.body as { data: Array<{ id: number; orderId: string }> };
    expect(data.map((entry) => entry.orderId)).toEqual(['TIE-3', 'TIE-2', 'TIE-1']);
    expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
  });

  const DATE_MESSAGE = (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time`;
  const LIMIT_MESSAGE = 'limit must be a positive whole number';
  const OFFSET_MESSAGE = 'offset must be a whole number from 0 to 100000';

  /** A query the report must refuse, named by itself unless it is too long to read. */
  const refused = (query: string, message: string, name = query) => [name, query, message] as const;

  it.each([
    refused('startDate=yesterday', DATE_MESSAGE('startDate')),
    refused('startDate=2026-02-31', DATE_MESSAGE('startDate')),
    refused('endDate=2026-13-01', DATE_MESSAGE('endDate')),
    refused('endDate=2026-11-20T25:00:00Z', DATE_MESSAGE('endDate')),
    refused('startDate=2026-11-20T10:00:00', DATE_MESSAGE('startDate')),
    refused('startDate=2026-11-01&startDate=2026-11-02', DATE_MESSAGE('startDate')),
    refused('startDate=2024-11-21&endDate=2024-11-20', 'startDate must be before endDate'),
    refused(
      'startDate=2024-11-20T10:00:00Z&endDate=2024-11-20T09:59:59.999Z',
      'startDate must be before endDate',
    ),
    refused('limit=0', LIMIT_MESSAGE),
    refused('limit=2.5', LIMIT_MESSAGE),
    refused('limit=ten', LIMIT_MESSAGE),
    refused('offset=-1', OFFSET_MESSAGE),
    refused('offset=100001', OFFSET_MESSAGE),
    refused(`event=${'e'.repeat(101)}`, 'event must be at most 100 characters', 'an event of 101 characters'),
    refused(
      `sourceIp=${'1'.repeat(65)}`,
      'sourceIp must be at most 64 characters',
      'a source IP of 65 characters',
    ),
  ])('refuses %s with 400 and says why', async (_name, query, message) => {
    const response = await asAdmin(request(app).get(`/api/admin/webhook-report?${query}`));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses anonymous callers with 401 and residents with 403', async () => {
    const anonymous = await asGateway(request(app).get('/api/admin/webhook-report'));
    const resident = await asResident(request(app).get('/api/admin/webhook-report'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Admin authentication required' });
    expect(resident.status).toBe(403);
    expect(resident.body).toEqual({ message: 'Administrator access required' });
  });
});

describe('the webhook report after real deliveries', () => {
  const DELIVERING_PARTNER = '203.0.113.200';
  const body = (orderId: string, status = 'ready') =>
    JSON.stringify({ event: 'order.status_changed', orderId, status });
  const deliver = (payload: string, headers: Record<string, string>, sourceIp = DELIVERING_PARTNER) =>
    asGateway(request(app).post('/api/webhook'))
      .set({ ...headers, 'x-forwarded-for': sourceIp })
      .send(payload);

  /** What the log itself says for a filter: the figures the report must match exactly. */
  async function figuresOfLog(where: Prisma.WebhookLogWhereInput) {
    const [all, successfulCount] = await Promise.all([
      context.prisma.webhookLog.aggregate({
        where,
        _count: { _all: true },
        _sum: { processingTimeMs: true },
      }),
      context.prisma.webhookLog.count({ where: { ...where, success: true } }),
    ]);
    const totalCount = all._count._all;
    const milliseconds = all._sum.processingTimeMs ?? 0;
    return {
      totalCount,
      successfulCount,
      failedCount: totalCount - successfulCount,
      averageProcessingTimeMs: totalCount === 0 ? 0 : Math.round((milliseconds / totalCount) * 100) / 100,
    };
  }

  it('stays exact through accepted, repeated and refused deliveries, whole hours and partial alike', async () => {
    const started = new Date();
    const repeated = body('SR-REPEAT');
    const repeatedHeaders = signedHeaders({ body: repeated });
    const statuses = await Promise.all([
      ...['SR-A', 'SR-B', 'SR-C'].map((orderId) =>
        deliver(body(orderId), signedHeaders({ body: body(orderId) })),
      ),
      deliver(repeated, repeatedHeaders),
      deliver(body('SR-D'), signedHeaders({ body: body('SR-D'), secret: 'forged' })),
      deliver(body('SR-E'), signedHeaders({ body: body('SR-E'), secret: 'forged' }), PROBE),
      deliver(body('SR-F', 'teleported'), signedHeaders({ body: body('SR-F', 'teleported') })),
      deliver(
        JSON.stringify({
          event: 'order.cancelled',
          orderId: 'SR-G',
          status: 'cancelled',
          secret: WEBHOOK_SECRET,
        }),
        { 'content-type': 'application/json' },
        OTHER_PARTNER,
      ),
    ]).then((responses) => responses.map((response) => response.status));
    const again = await deliver(repeated, repeatedHeaders);
    expect(statuses).toEqual([200, 200, 200, 200, 401, 401, 422, 200]);
    expect(again.body).toEqual({ success: true, duplicate: true });
    const finished = new Date(Date.now() + 1);

    const windows: Array<[Record<string, string>, Prisma.WebhookLogWhereInput]> = [
      [{}, {}],
      [{ sourceIp: DELIVERING_PARTNER }, { sourceIp: DELIVERING_PARTNER }],
      [{ event: 'authentication_failed' }, { event: 'authentication_failed' }],
      [
        { event: 'order.status_changed', sourceIp: DELIVERING_PARTNER },
        { event: 'order.status_changed', sourceIp: DELIVERING_PARTNER },
      ],
      // Partial hours at both edges, read from the log rather than the hourly totals.
      [
        { startDate: started.toISOString(), endDate: finished.toISOString() },
        { createdAt: { gte: started, lte: finished } },
      ],
      // The whole hours around the deliveries, read from the hourly totals alone.
      [
        {
          startDate: hourBefore(started).toISOString(),
          endDate: new Date(hourAfter(finished).getTime() - 1).toISOString(),
        },
        { createdAt: { gte: hourBefore(started), lt: hourAfter(finished) } },
      ],
    ];
    for (const [query, where] of windows) {
      const { body: answer } = await report(query);
      expect({ query, figures: answer }).toMatchObject({ query, figures: await figuresOfLog(where) });
    }
    expect((await report({ sourceIp: DELIVERING_PARTNER })).body.totalCount).toBe(7);
  });
});

const HOUR_MS = 3_600_000;
const hourBefore = (moment: Date) => new Date(Math.floor(moment.getTime() / HOUR_MS) * HOUR_MS);
const hourAfter = (moment: Date) => new Date(Math.ceil((moment.getTime() + 1) / HOUR_MS) * HOUR_MS);
