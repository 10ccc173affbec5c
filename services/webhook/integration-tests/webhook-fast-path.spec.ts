import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { signIdentity } from '@marketplace/service-kit';
import { asGateway, GATEWAY_SECRET, signedHeaders, useWebhookTestContext } from './webhook-test-app';

const context = useWebhookTestContext({ emptyBeforeEach: true });

/** Sends the body in two chunks without a Content-Length: a shape the fast path leaves to Express. */
function sendChunked(server: Server, body: string, headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/webhook', method: 'POST', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    req.end(body.slice(half));
  });
}

const comparable = async () =>
  (await context.prisma.webhookLog.findMany({ orderBy: { id: 'asc' } })).map(
    ({ id: _id, webhookId: _webhookId, processingTimeMs: _time, createdAt: _at, ...rest }) => rest,
  );

describe('POST /api/webhook on the fast path and on the Express route', () => {
  it.each([
    ['an accepted delivery', { status: 'ready' }, 200],
    ['an unsupported status', { status: 'teleported' }, 422],
    ['a missing field', { orderId: undefined }, 400],
  ])('records %s the same way on both', async (_case, overrides, status) => {
    const body = JSON.stringify({
      event: 'order.status_changed',
      orderId: 'SR-9',
      status: 'ready',
      ...overrides,
    });
    const headers = (extra: Record<string, string> = {}) => ({
      ...signedHeaders({ body }),
      ...signIdentity({}, GATEWAY_SECRET, { method: 'POST', path: '/api/webhook' }),
      'user-agent': 'SpiceRoute-Webhooks/1.0',
      'x-forwarded-for': '203.0.113.7',
      ...extra,
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = context.app().listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const fast = await asGateway(request(server).post('/api/webhook')).set(headers()).send(body);
      const routed = await sendChunked(server, body, headers({ 'transfer-encoding': 'chunked' }));

      expect([fast.status, routed.status]).toEqual([status, status]);
      expect(routed.body).toEqual(fast.body);
      const [first, second, ...rest] = await comparable();
      expect(rest).toEqual([]);
      expect(second).toEqual(first);
      expect(first).toMatchObject({ sourceIp: '203.0.113.7', userAgent: 'SpiceRoute-Webhooks/1.0' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the request id and writes one access line for a delivery it answers', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = context.app({
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    });
    const body = JSON.stringify({ event: 'order.status_changed', orderId: 'SR-9', status: 'ready' });
    const response = await asGateway(request(app).post('/api/webhook'))
      .set(signedHeaders({ body }))
      .set('x-request-id', 'gw-req-7')
      .send(body);

    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('gw-req-7');
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        req: { id: 'gw-req-7', method: 'POST', url: '/api/webhook' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('takes a body with a byte-order mark as the JSON parser does', async () => {
    const body = `\ufeff${JSON.stringify({ event: 'order.status_changed', orderId: 'SR-9', status: 'ready' })}`;
    const response = await asGateway(request(context.app()).post('/api/webhook'))
      .set(signedHeaders({ body }))
      .send(body);
    expect(response.status).toBe(200);
  });
});
