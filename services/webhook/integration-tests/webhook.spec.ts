import request from 'supertest';
import type { Express } from 'express';
import {
  PARTNER_ID_HEADER,
  parseEventEnvelope,
  TOPICS,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
} from '@marketplace/contracts';
import {
  asGateway,
  DATABASE_START_TIMEOUT_MS,
  newWebhookId,
  signedHeaders,
  startWebhookTestContext,
  WEBHOOK_SECRET,
  type WebhookTestContext,
} from './webhook-test-app';

let context: WebhookTestContext;
let app: Express;

beforeAll(async () => {
  context = await startWebhookTestContext();
  app = context.app();
}, DATABASE_START_TIMEOUT_MS);

afterAll(async () => {
  await context.close();
}, DATABASE_START_TIMEOUT_MS);

beforeEach(async () => {
  await context.prisma.webhookLog.deleteMany();
  await context.prisma.outboxEvent.deleteMany();
});

const payload = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'order.status_changed', orderId: 'SR-1001', status: 'preparing', ...overrides });

const post = (target: Express = app) => asGateway(request(target).post('/api/webhook'));

const deliver = (
  body: string,
  headers: Record<string, string> = signedHeaders({ body }),
  target: Express = app,
) => post(target).set(headers).send(body);

const logs = () => context.prisma.webhookLog.findMany({ orderBy: { id: 'asc' } });
const outbox = () => context.prisma.outboxEvent.findMany({ orderBy: { seq: 'asc' } });

describe('POST /api/webhook with a Standard Webhooks signature', () => {
  it('accepts the delivery, logs it and emits webhook.received with the log row id', async () => {
    const body = payload();
    const id = newWebhookId();
    const response = await deliver(body, {
      ...signedHeaders({ body, id }),
      'user-agent': 'SpiceRoute-Webhooks/1.0',
      'x-forwarded-for': '203.0.113.7',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Webhook processed' });

    const [log, ...otherLogs] = await logs();
    expect(otherLogs).toEqual([]);
    expect(log).toMatchObject({
      webhookId: id,
      event: 'order.status_changed',
      orderId: 'SR-1001',
      status: 'preparing',
      success: true,
      duplicate: false,
      sourceIp: '203.0.113.7',
      userAgent: 'SpiceRoute-Webhooks/1.0',
      errorMessage: null,
      payload: { event: 'order.status_changed', orderId: 'SR-1001', status: 'preparing' },
    });
    expect(log!.processingTimeMs).toBeGreaterThanOrEqual(0);

    const [row, ...otherRows] = await outbox();
    expect(otherRows).toEqual([]);
    expect(row).toMatchObject({
      topic: TOPICS.webhooks,
      key: 'SR-1001',
      type: 'webhook.received',
      publishedAt: null,
    });
    const envelope = parseEventEnvelope(row!.payload);
    expect(envelope).toMatchObject({
      id: row!.id,
      type: 'webhook.received',
      source: 'webhook',
      subject: 'SR-1001',
      version: 1,
      data: {
        webhookLogId: log!.id,
        event: 'order.status_changed',
        orderId: 'SR-1001',
        status: 'preparing',
        externalStatus: 'preparing',
        receivedAt: log!.createdAt.toISOString(),
        partner: { kind: 'default', exceptIds: [] },
      },
    });
    expect(context.notifications()).toBeGreaterThan(0);
  });

  it('carries a numeric order id on as text and maps the legacy status confirmed to accepted', async () => {
    const body = payload({ orderId: 42, status: 'confirmed', event: 'order.created' });
    expect((await deliver(body)).status).toBe(200);

    const [log] = await logs();
    expect(log).toMatchObject({ orderId: '42', status: 'confirmed', event: 'order.created' });
    const envelope = parseEventEnvelope((await outbox())[0]!.payload);
    expect(envelope.data).toMatchObject({
      orderId: '42',
      status: 'accepted',
      externalStatus: 'confirmed',
      event: 'order.created',
    });
  });

  it('accepts a whsec_ secret the way Standard Webhooks senders encode it', async () => {
    const secret = `whsec_${Buffer.from('partner-key-bytes').toString('base64')}`;
    const target = context.app({ webhookSecret: secret });
    const body = payload();
    expect((await deliver(body, signedHeaders({ body, secret }), target)).status).toBe(200);
  });

  it.each([
    [
      'a signature made with another secret',
      (body: string) => signedHeaders({ body, secret: 'someone-else' }),
      'No webhook-signature matches the payload',
    ],
    [
      'a timestamp older than five minutes',
      (body: string) => signedHeaders({ body, timestamp: Math.floor(Date.now() / 1000) - 301 }),
      'webhook-timestamp is outside the allowed tolerance',
    ],
    [
      'a body changed after signing',
      (body: string) => signedHeaders({ body: body.replace('preparing', 'delivered') }),
      'No webhook-signature matches the payload',
    ],
    [
      'a missing webhook-signature header',
      (body: string) => {
        const { 'webhook-signature': _dropped, ...headers } = signedHeaders({ body });
        return headers;
      },
      'Missing webhook-id, webhook-timestamp or webhook-signature header',
    ],
  ])('refuses %s with 401 and logs authentication_failed', async (_case, headersFor, reason) => {
    const body = payload();
    const response = await deliver(body, headersFor(body));

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid webhook signature' });
    expect(await logs()).toEqual([
      expect.objectContaining({
        event: 'authentication_failed',
        success: false,
        errorMessage: reason,
        orderId: 'SR-1001',
        payload: null,
      }),
    ]);
    expect(await outbox()).toEqual([]);
  });

  it('does not let a correct body secret rescue a bad signature', async () => {
    const body = payload({ secret: WEBHOOK_SECRET });
    const response = await deliver(body, signedHeaders({ body, secret: 'someone-else' }));
    expect(response.status).toBe(401);
  });
});

describe('POST /api/webhook with the spec body secret', () => {
  it('accepts a matching secret and never stores it', async () => {
    const response = await post()
      .set('content-type', 'application/json')
      .send(payload({ secret: WEBHOOK_SECRET }));

    expect(response.status).toBe(200);
    const [log] = await logs();
    expect(log).toMatchObject({
      success: true,
      webhookId: expect.stringMatching(/^body:[0-9a-f]{64}$/),
    });
    expect(log!.payload).not.toHaveProperty('secret');
    expect(JSON.stringify((await outbox())[0]!.payload)).not.toContain(WEBHOOK_SECRET);
  });

  it('has no second effect for a replay of the same body: it is logged as a duplicate', async () => {
    const body = payload({ secret: WEBHOOK_SECRET });
    const send = (raw: string) => post().set('content-type', 'application/json').send(raw);

    expect((await send(body)).body).toEqual({ success: true, message: 'Webhook processed' });
    expect((await send(body)).body).toEqual({ success: true, duplicate: true });
    // Another update is another delivery.
    expect((await send(payload({ secret: WEBHOOK_SECRET, status: 'ready' }))).status).toBe(200);

    expect((await logs()).map((log) => log.duplicate)).toEqual([false, true, false]);
    expect(await outbox()).toHaveLength(2);
  });

  it('deduplicates on the delivery’s identity (partner and what it says), not its bytes', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const send = (raw: string, headers: Record<string, string> = {}) =>
      post()
        .set({ 'content-type': 'application/json', ...headers })
        .send(raw);
    const first = payload({ secret: WEBHOOK_SECRET, timestamp });
    // The same delivery re-serialised: keys reordered, spaces, the secret moved, the instant in ISO 8601.
    const reformatted = JSON.stringify(
      {
        secret: WEBHOOK_SECRET,
        timestamp: new Date(timestamp * 1000).toISOString(),
        status: 'preparing',
        orderId: 'SR-1001',
        event: 'order.status_changed',
      },
      null,
      2,
    );

    expect((await send(first)).body).toEqual({ success: true, message: 'Webhook processed' });
    expect((await send(reformatted)).body).toEqual({ success: true, duplicate: true });
    // Another partner (named by its id, signing with the default secret) saying the same is its own delivery.
    expect((await send(first, { [PARTNER_ID_HEADER]: '12' })).body).toEqual({
      success: true,
      message: 'Webhook processed',
    });
    expect((await send(reformatted, { [PARTNER_ID_HEADER]: '12' })).body).toEqual({
      success: true,
      duplicate: true,
    });
    // A later moment is another update.
    expect((await send(payload({ secret: WEBHOOK_SECRET, timestamp: timestamp + 1 }))).body).toEqual({
      success: true,
      message: 'Webhook processed',
    });

    const rows = await logs();
    expect(rows.map((log) => [log.partnerId, log.duplicate])).toEqual([
      [null, false],
      [null, true],
      [12, false],
      [12, true],
      [null, false],
    ]);
    expect(rows[1]!.webhookId).toBe(rows[0]!.webhookId);
    expect(rows[2]!.webhookId).toBe(rows[0]!.webhookId);
    expect(rows[4]!.webhookId).not.toBe(rows[0]!.webhookId);
    expect(await outbox()).toHaveLength(3);
  });

  it('refuses a body timestamp outside the signed form’s tolerance, or unreadable, with 401', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const cases: Array<[unknown, string]> = [
      ['2019-03-01T10:00:00Z', 'Body timestamp is outside the allowed tolerance (5 minutes)'],
      [
        nowSeconds - WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS - 5,
        'Body timestamp is outside the allowed tolerance (5 minutes)',
      ],
      [
        nowSeconds + WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS + 5,
        'Body timestamp is outside the allowed tolerance (5 minutes)',
      ],
      ['last tuesday', 'Body timestamp is not an ISO 8601 time or a Unix time'],
    ];
    for (const [timestamp] of cases) {
      const response = await post()
        .set('content-type', 'application/json')
        .send(payload({ secret: WEBHOOK_SECRET, timestamp }));
      expect([response.status, response.body]).toEqual([401, { message: 'Invalid webhook signature' }]);
    }
    expect((await logs()).map((log) => [log.event, log.success, log.errorMessage])).toEqual(
      cases.map(([, reason]) => ['authentication_failed', false, reason]),
    );
    expect(await outbox()).toEqual([]);

    // Within the tolerance, in either spelling, it is accepted.
    for (const [timestamp, status] of [
      [nowSeconds - 60, 'ready'],
      [new Date().toISOString(), 'delivered'],
    ] as const) {
      const response = await post()
        .set('content-type', 'application/json')
        .send(payload({ secret: WEBHOOK_SECRET, timestamp, status }));
      expect([response.status, response.body]).toEqual([
        200,
        { success: true, message: 'Webhook processed' },
      ]);
    }
  });

  it('refuses a wrong secret and a request with no credentials at all', async () => {
    const wrong = await post()
      .set('content-type', 'application/json')
      .send(payload({ secret: 'guess' }));
    const none = await post().set('content-type', 'application/json').send(payload());

    expect([wrong.status, none.status]).toEqual([401, 401]);
    expect((await logs()).map((log) => [log.event, log.errorMessage])).toEqual([
      ['authentication_failed', 'Body secret does not match'],
      ['authentication_failed', 'Missing webhook-signature headers and body secret'],
    ]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses the body secret when WEBHOOK_ALLOW_BODY_SECRET is false, while signatures still work', async () => {
    const strict = context.app({ allowBodySecret: false });
    const refused = await post(strict)
      .set('content-type', 'application/json')
      .send(payload({ secret: WEBHOOK_SECRET }));
    const signed = await deliver(payload(), undefined, strict);

    expect(refused.status).toBe(401);
    expect(signed.status).toBe(200);
    expect((await logs())[0]).toMatchObject({
      event: 'authentication_failed',
      errorMessage: expect.stringContaining('disabled'),
    });
  });
});

describe('POST /api/webhook payload checks', () => {
  it('refuses a status outside our set with 422 and logs it', async () => {
    const body = payload({ status: 'teleported' });
    const response = await deliver(body);

    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'Unsupported status: teleported' });
    expect(await logs()).toEqual([
      expect.objectContaining({
        event: 'order.status_changed',
        status: 'teleported',
        success: false,
        errorMessage: 'Unsupported status: teleported',
        payload: { event: 'order.status_changed', orderId: 'SR-1001', status: 'teleported' },
      }),
    ]);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    [{ orderId: undefined }, 'orderId is required'],
    [{ status: undefined }, 'status is required'],
    [
      { event: 'order.teleported' },
      'event must be one of: order.status_changed, order.created, order.cancelled',
    ],
    [{ orderId: { nested: true } }, 'orderId must be a string or a whole number'],
    [{ orderId: 'SR-\u0000-1' }, 'orderId must not contain control characters'],
    [{ status: 'prep\naring' }, 'status must not contain control characters'],
  ])('refuses %j with 400 and the field at fault', async (overrides, message) => {
    const response = await deliver(payload(overrides));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await logs()).toEqual([expect.objectContaining({ success: false, errorMessage: message })]);
    expect(await outbox()).toEqual([]);
  });

  it('stores characters the database cannot hold, from any field, as U+FFFD rather than failing', async () => {
    const body = payload({
      note: 'left\u0000right',
      'key\u0000': 'value',
      lone: 'half \ud83d of a pair',
      pair: 'a whole \ud83d\ude00',
      text: 'written as \\u0000, not a NUL',
    });
    const response = await deliver(body);

    expect(response.status).toBe(200);
    expect((await logs())[0]?.payload).toEqual({
      event: 'order.status_changed',
      orderId: 'SR-1001',
      status: 'preparing',
      note: 'left\ufffdright',
      'key\ufffd': 'value',
      lone: 'half \ufffd of a pair',
      pair: 'a whole \ud83d\ude00',
      text: 'written as \\u0000, not a NUL',
    });
    expect(await outbox()).toHaveLength(1);
  });

  it.each([
    ['a NUL', 'SR-\u0000', 'SR-\ufffd'],
    ['half a surrogate pair', 'SR-\udc00', 'SR-\ufffd'],
  ])('logs an unauthenticated request whose fields hold %s', async (_what, orderId, stored) => {
    const body = payload({ orderId, status: 'ready\u0000' });
    const response = await deliver(body, signedHeaders({ body, secret: 'someone-else' }));

    expect(response.status).toBe(401);
    expect(await logs()).toEqual([
      expect.objectContaining({ event: 'authentication_failed', orderId: stored, status: 'ready\ufffd' }),
    ]);
  });

  it('accepts an order id holding half a surrogate pair, stored and passed on as U+FFFD', async () => {
    const response = await deliver(payload({ orderId: 'SR-\ud800' }));

    expect(response.status).toBe(200);
    expect((await logs())[0]?.orderId).toBe('SR-\ufffd');
    expect((await outbox())[0]?.key).toBe('SR-\ufffd');
  });

  it('refuses a body nested too deeply with 400, and logs the request without it', async () => {
    const body = `{"event":"order.status_changed","orderId":"SR-1","status":"preparing","deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const response = await deliver(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is nested too deeply' });
    expect(await logs()).toEqual([
      expect.objectContaining({ success: false, orderId: 'SR-1', payload: null }),
    ]);
    expect(await outbox()).toEqual([]);
  });

  it('logs every one of many refused deliveries arriving at once', async () => {
    const bodies = Array.from({ length: 40 }, (_, n) => payload({ orderId: `SR-${n}` }));
    const answers = await Promise.all(
      bodies.map((body) => deliver(body, signedHeaders({ body, secret: 'someone-else' }))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 401));
    expect((await logs()).map((log) => log.orderId).sort()).toEqual(bodies.map((_, n) => `SR-${n}`).sort());
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await deliver('["order.status_changed"]');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('refuses invalid JSON with 400 and logs it as invalid_payload', async () => {
    const body = '{"event": "order.status_changed",';
    const signed = await deliver(body);
    const unsigned = await post().set('content-type', 'application/json').send(body);

    expect([signed.status, unsigned.status]).toEqual([400, 400]);
    expect(signed.body).toEqual({ message: 'Request body is not valid JSON' });
    expect((await logs()).map((log) => [log.event, log.success, log.errorMessage])).toEqual([
      ['invalid_payload', false, 'Request body is not valid JSON'],
      ['invalid_payload', false, 'Request body is not valid JSON'],
    ]);
  });

  it('treats invalid JSON under a bad signature as an authentication failure', async () => {
    const body = '{"event": ';
    const response = await deliver(body, signedHeaders({ body, secret: 'someone-else' }));
    expect(response.status).toBe(401);
    expect((await logs())[0]).toMatchObject({ event: 'authentication_failed' });
  });

  it('refuses a body that is not JSON with 415 and logs it', async () => {
    const response = await post().set('content-type', 'text/plain').send('event=order.status_changed');

    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Content-Type must be application/json' });
    expect(await logs()).toEqual([expect.objectContaining({ event: 'invalid_payload', success: false })]);
  });

  it('refuses an oversized body with 413 and logs it', async () => {
    const body = payload({ note: 'x'.repeat(150 * 1024) });
    const response = await deliver(body);

    expect(response.status).toBe(413);
    expect(await logs()).toEqual([
      expect.objectContaining({ event: 'invalid_payload', errorMessage: 'Request body is too large' }),
    ]);
  });

  it('is reachable only through the gateway', async () => {
    const body = payload();
    const response = await request(app).post('/api/webhook').set(signedHeaders({ body })).send(body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Missing or invalid gateway signature' });
  });
});

describe('POST /api/webhook redeliveries', () => {
  it('answers a repeated webhook-id as a duplicate, logs it, and emits nothing more', async () => {
    const body = payload();
    const headers = signedHeaders({ body });
    const first = await deliver(body, headers);
    const again = await deliver(body, headers);

    expect(first.body).toEqual({ success: true, message: 'Webhook processed' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, duplicate: true });
    expect((await logs()).map((log) => [log.success, log.duplicate])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect(await outbox()).toHaveLength(1);
  });

  it('emits once when the same delivery arrives many times at once', async () => {
    const body = payload();
    const headers = signedHeaders({ body });
    const responses = await Promise.all(Array.from({ length: 8 }, () => deliver(body, headers)));

    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(responses.filter((response) => !response.body.duplicate)).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    expect((await logs()).filter((log) => !log.duplicate)).toHaveLength(1);
  });

  it('treats a new webhook-id with the same payload as a new delivery', async () => {
    const body = payload();
    await deliver(body);
    await deliver(body);
    expect(await outbox()).toHaveLength(2);
  });

  it('lets a delivery that failed be retried under the same id', async () => {
    const id = newWebhookId();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = payload();
    expect((await deliver(body, signedHeaders({ body, id, timestamp, secret: 'someone-else' }))).status).toBe(
      401,
    );
    expect((await deliver(body, signedHeaders({ body, id, timestamp }))).body).toEqual({
      success: true,
      message: 'Webhook processed',
    });
    expect(await outbox()).toHaveLength(1);
  });
});
