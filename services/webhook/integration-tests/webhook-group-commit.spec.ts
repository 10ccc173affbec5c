import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { openPool } from '@marketplace/db';
import request from 'supertest';
import { parseEventEnvelope, type EventData, DEFAULT_WEBHOOK_PARTNER } from '@marketplace/contracts';
import type { WebhookLogRecord } from '../src/domain/webhook-log';
import type { WebhookLogRepository } from '../src/domain/webhook-log.repository';
import { webhookReceivedEvent } from '../src/domain/webhook-received';
import { PostgresWebhookLogRepository } from '../src/infra/db/postgres-webhook-log.repository';
import {
  asGateway,
  DATABASE_START_TIMEOUT_MS,
  newWebhookId,
  signedHeaders,
  startWebhookTestContext,
  type WebhookTestContext,
} from './webhook-test-app';

let context: WebhookTestContext;
let pool: Pool;

beforeAll(async () => {
  context = await startWebhookTestContext();
  pool = openPool({ connectionString: context.database.connectionString, max: 4 });
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await pool.end();
  await context.close();
}, DATABASE_START_TIMEOUT_MS);

beforeEach(async () => {
  await context.prisma.webhookLog.deleteMany();
  await context.prisma.outboxEvent.deleteMany();
});

const payload = (orderId: string) =>
  JSON.stringify({ event: 'order.status_changed', orderId, status: 'ready' });

/** A repository that writes one batch at a time, so deliveries arriving together share a statement. */
const oneBatchAtATime = () =>
  new PostgresWebhookLogRepository(context.prisma, pool, { concurrency: 1, maxBatchSize: 256 });

/** The same log row with a value its column cannot hold, so the database refuses the statement. */
const unstorable = (log: WebhookLogRecord): WebhookLogRecord => ({ ...log, processingTimeMs: 2 ** 40 });

function accepted(orderId: string): [WebhookLogRecord, ReturnType<typeof webhookReceivedEvent>] {
  const receivedAt = new Date();
  return [
    {
      webhookId: newWebhookId(),
      event: 'order.status_changed',
      orderId,
      status: 'ready',
      processingTimeMs: 1,
      sourceIp: '203.0.113.9',
      userAgent: 'partner',
      payload: { event: 'order.status_changed', orderId, status: 'ready' },
      receivedAt,
    },
    webhookReceivedEvent({
      id: randomUUID(),
      event: 'order.status_changed',
      orderId,
      status: 'ready',
      externalStatus: 'ready',
      receivedAt,
      partner: DEFAULT_WEBHOOK_PARTNER,
    }),
  ];
}

describe('accepted webhooks written together (group commit)', () => {
  it('answers each of many concurrent deliveries once its row and event are committed', async () => {
    const app = context.app({ logs: oneBatchAtATime() });
    const deliveries = Array.from({ length: 30 }, (_, index) => {
      const body = payload(`SR-${index}`);
      return { body, headers: signedHeaders({ body }) };
    });
    // One delivery is sent twice within the burst: it must take effect once.
    deliveries.push(deliveries[7]!);

    const answers = await Promise.all(
      deliveries.map(async ({ body, headers }) => {
        const response = await asGateway(request(app).post('/api/webhook')).set(headers).send(body);
        // Read on another connection the moment the answer arrives: the delivery is already durable.
        const { rows } = await pool.query(
          'SELECT count(*)::int AS n FROM webhooks.webhook_logs WHERE webhook_id = $1',
          [headers['webhook-id']],
        );
        return { status: response.status, body: response.body, rows: rows[0].n as number };
      }),
    );

    expect(answers.every((answer) => answer.status === 200 && answer.rows >= 1)).toBe(true);
    expect(answers.filter((answer) => answer.body.duplicate)).toHaveLength(1);
    const logs = await context.prisma.webhookLog.findMany();
    expect(logs).toHaveLength(31);
    const events = await context.prisma.outboxEvent.findMany({ orderBy: { seq: 'asc' } });
    expect(events).toHaveLength(30);
    // Every event names the log row of its own delivery.
    const logById = new Map(logs.map((log) => [log.id, log]));
    for (const row of events) {
      const envelope = parseEventEnvelope(row.payload);
      expect(envelope.type).toBe('webhook.received');
      const data = envelope.data as EventData<'webhook.received'>;
      expect(logById.get(data.webhookLogId)).toMatchObject({ orderId: data.orderId, duplicate: false });
    }
  });

  it('fails only the delivery the database refuses when it shares a batch, and writes the others', async () => {
    const logs = oneBatchAtATime();
    // The first goes alone; the next three arrive while it is written and form one batch.
    const writes = [accepted('SR-1'), accepted('SR-2'), accepted('SR-3'), accepted('SR-4')].map(
      ([log, event]) => logs.recordAccepted(log.orderId === 'SR-3' ? unstorable(log) : log, event),
    );
    const results = await Promise.allSettled(writes);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(
      (await context.prisma.webhookLog.findMany({ orderBy: { id: 'asc' } })).map((log) => log.orderId),
    ).toEqual(['SR-1', 'SR-2', 'SR-4']);
    expect(await context.prisma.outboxEvent.count()).toBe(3);
  });

  it('answers a delivery the database refuses with a JSON error, while the others succeed', async () => {
    const logs = oneBatchAtATime();
    // No request can carry an unstorable value any more; this repository makes one of SR-BAD's.
    const refusing: WebhookLogRepository = {
      recordAccepted: (log, event) =>
        logs.recordAccepted(log.orderId === 'SR-BAD' ? unstorable(log) : log, event),
      recordRejected: (log) => logs.recordRejected(log),
    };
    const app = context.app({ logs: refusing });
    const send = (orderId: string) => {
      const body = payload(orderId);
      return asGateway(request(app).post('/api/webhook')).set(signedHeaders({ body })).send(body);
    };
    const [first, refused, last] = await Promise.all([send('SR-1'), send('SR-BAD'), send('SR-3')]);

    expect([first.status, last.status]).toEqual([200, 200]);
    expect(refused.status).toBe(500);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ message: 'Internal server error' });
    expect(await context.prisma.outboxEvent.count()).toBe(2);
  });
});
