import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { createGateway } from './support/gateway-under-test';
import { refusedUrl, startUpstream, type EchoReply, type FakeUpstream } from './support/fake-upstream';

const MB = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request written chunk by chunk with no Content-Length (Transfer-Encoding: chunked), as a streaming client sends it. */
function sendChunked(
  server: Server,
  path: string,
  chunks: Buffer[],
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

function listen(app: ReturnType<typeof createGateway>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('gateway resilience', () => {
  const TIMEOUT_MS = 300;
  let catalog: FakeUpstream;
  let webhook: FakeUpstream;
  let slowOrder: FakeUpstream;
  let downUrl: string;
  let gateway: ReturnType<typeof createGateway>;
  let logLines: Record<string, unknown>[];

  beforeAll(async () => {
    [catalog, webhook, slowOrder, downUrl] = await Promise.all([
      startUpstream('catalog'),
      startUpstream('webhook'),
      // Accepts the connection and never answers.
      startUpstream('order', () => undefined),
      refusedUrl(),
    ]);
  });

  beforeEach(() => {
    logLines = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
    gateway = createGateway({
      upstreams: { auth: downUrl, catalog: catalog.url, order: slowOrder.url, webhook: webhook.url },
      env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
      logger,
    });
    for (const upstream of [catalog, webhook, slowOrder]) upstream.received.length = 0;
  });

  afterAll(() => Promise.all([catalog.close(), webhook.close(), slowOrder.close()]));

  it('answers 502 at once for a service that is down, and keeps serving the others', async () => {
    const started = Date.now();
    const down = await request(gateway).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ message: 'auth service is unavailable' });

    const up = await request(gateway).get('/api/categories');
    expect(up.status).toBe(200);
  });

  it('answers 504 when a service does not answer within the upstream timeout, and keeps serving the others', async () => {
    const started = Date.now();
    const slow = await request(gateway).get('/api/orders/user');
    const elapsed = Date.now() - started;
    expect(slow.status).toBe(504);
    expect(slow.body).toEqual({ message: 'order service timed out' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(slowOrder.received).toHaveLength(1);

    expect((await request(gateway).get('/api/states')).status).toBe(200);
  });

  it('keeps a server-sent-event stream open past the upstream timeout', async () => {
    const stream = await startUpstream('order', (_request, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      setTimeout(() => res.end('data: {"status":"delivered"}\n\n'), TIMEOUT_MS * 2);
    });
    const server = await listen(
      createGateway({ upstreams: { order: stream.url }, env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } }),
    );
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        httpRequest(
          { host: '127.0.0.1', port, path: '/api/orders/5/events', headers: { accept: 'text/event-stream' } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
            res.on('error', reject);
          },
        )
          .on('error', reject)
          .end();
      });
      expect(body).toContain('data: {"status":"delivered"}');
    } finally {
      await close(server);
      await stream.close();
    }
  });

  describe('request bodies', () => {
    it('delivers the webhook body byte for byte, as the partner signed it', async () => {
      // Spacing, key order, escapes and a trailing newline: all lost if the body were parsed and re-serialised.
      const raw =
        '{ "status" :"ready",\n  "orderId":"SR-1001" , "event":"order.status_changed", "note":"caf\\u00e9 \u00e9", "n": 1.50 }\n';
      const response = await request(gateway)
        .post('/api/webhook')
        .set('content-type', 'application/json')
        .set('webhook-id', 'msg_1')
        .send(raw);
      expect(response.status).toBe(200);
      expect(webhook.received[0]!.body.equals(Buffer.from(raw, 'utf8'))).toBe(true);
      expect(webhook.received[0]!.headers['webhook-id']).toBe('msg_1');
    });

    it('delivers a chunked body byte for byte, with its length', async () => {
      const server = await listen(gateway);
      try {
        const parts = ['{"event":"order.created",', '  "orderId": "SR-7",', ' "status":"accepted"}'].map(
          (part) => Buffer.from(part),
        );
        const response = await sendChunked(server, '/api/webhook', parts, {
          'content-type': 'application/json',
        });
        expect(response.status).toBe(200);
        const received = webhook.received[0]!;
        expect(received.body.equals(Buffer.concat(parts))).toBe(true);
        expect(received.headers['content-length']).toBe(String(Buffer.concat(parts).length));
        expect(received.headers['transfer-encoding']).toBeUndefined();
      } finally {
        await close(server);
      }
    });

    it('accepts a body of exactly 1 MB', async () => {
      const body = Buffer.alloc(MB, 'a');
      const response = await request(gateway)
        .post('/api/webhook')
        .set('content-type', 'application/octet-stream')
        .send(body);
      expect(response.status).toBe(200);
      expect(webhook.received[0]!.body.length).toBe(MB);
    });

    it('refuses a body over 1 MB with 413 before any service sees it', async () => {
      const response = await request(gateway)
        .post('/api/webhook')
        .set('content-type', 'application/octet-stream')
        .send(Buffer.alloc(MB + 1, 'a'));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Request body is too large' });
      expect(webhook.received).toHaveLength(0);
    });

    it('refuses a chunked body that grows past 1 MB with 413', async () => {
      const server = await listen(gateway);
      try {
        const chunks = Array.from({ length: 5 }, () => Buffer.alloc(300 * 1024, 'b'));
        const response = await sendChunked(server, '/api/webhook', chunks, {
          'content-type': 'application/octet-stream',
        });
        expect(response.status).toBe(413);
        expect(JSON.parse(response.body)).toEqual({ message: 'Request body is too large' });
        expect(webhook.received).toHaveLength(0);
      } finally {
        await close(server);
      }
    });
  });

  describe('request ids', () => {
    it('generates an id, passes it to the service, returns it and logs it with the upstream', async () => {
      const response = await request(gateway).get('/api/categories?token=secret-value');
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect((response.body as EchoReply).headers['x-request-id']).toBe(id);

      const line = logLines.find((entry) => (entry.req as { id?: string } | undefined)?.id === id);
      expect(line).toMatchObject({
        // The path only: a query string can carry a secret such as a password reset token.
        req: { method: 'GET', url: '/api/categories' },
        res: { statusCode: 200 },
        upstream: 'catalog',
        responseTime: expect.any(Number),
      });
      expect(JSON.stringify(line)).not.toContain('x-marketplace-signature');
      expect(JSON.stringify(line)).not.toContain('secret-value');
    });

    it('names the request in the warning of a service that did not answer', async () => {
      const response = await request(gateway).get('/api/orders/user').expect(504);
      const id = response.headers['x-request-id'];
      expect(logLines.find((entry) => entry.msg === 'upstream timed out')).toMatchObject({
        req: { id, method: 'GET', url: '/api/orders/user' },
        upstream: 'order',
      });
    });

    it('logs a caller who hangs up before its body is in as aborted, and sends nothing on', async () => {
      const server = await listen(gateway);
      try {
        const { port } = server.address() as AddressInfo;
        const caller = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/api/orders',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '100' },
        });
        caller.on('error', () => undefined);
        caller.write('{"vendorId":');
        await new Promise((resolve) => setTimeout(resolve, 50));
        caller.destroy();
        const deadline = Date.now() + 5_000;
        while (!logLines.some((entry) => entry.msg === 'request aborted') && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(logLines.find((entry) => entry.msg === 'request aborted')).toMatchObject({
          level: 40,
          req: { method: 'POST', url: '/api/orders' },
          upstream: 'order',
        });
        expect(slowOrder.received).toHaveLength(0);
      } finally {
        await close(server);
      }
    });

    it('keeps a sane id from the client and replaces one that is not', async () => {
      const kept = await request(gateway).get('/api/categories').set('x-request-id', 'trace-42.a');
      expect(kept.headers['x-request-id']).toBe('trace-42.a');
      expect((kept.body as EchoReply).headers['x-request-id']).toBe('trace-42.a');

      const replaced = await request(gateway)
        .get('/api/categories')
        .set('x-request-id', 'bad id {"level":60}');
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    });

    it('logs session cookies nowhere', async () => {
      await request(gateway).get('/api/categories').set('cookie', 'mp_sid=secret-session-token');
      expect(JSON.stringify(logLines)).not.toContain('secret-session-token');
    });
  });

  describe('health', () => {
    it('answers /healthz for the gateway itself, even with services down', async () => {
      const response = await request(gateway).get('/healthz');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok' });
    });

    it('is ready only when every service is', async () => {
      const notReady = await request(gateway).get('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body.services).toEqual({
        auth: 'unreachable',
        catalog: 'ready',
        order: 'unreachable',
        webhook: 'ready',
      });

      const auth = await startUpstream('auth');
      const order = await startUpstream('order', (_request, res) => {
        res.statusCode = 503;
        res.end('{"message":"order is not ready"}');
      });
      try {
        const partly = createGateway({
          upstreams: { auth: auth.url, catalog: catalog.url, order: order.url, webhook: webhook.url },
        });
        const response = await request(partly).get('/readyz');
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({
          status: 'not_ready',
          services: { order: 'not_ready', auth: 'ready' },
        });

        const all = createGateway({
          upstreams: { auth: auth.url, catalog: catalog.url, order: auth.url, webhook: webhook.url },
        });
        const ready = await request(all).get('/readyz');
        expect(ready.status).toBe(200);
        expect(ready.body).toEqual({
          status: 'ready',
          services: { auth: 'ready', catalog: 'ready', order: 'ready', webhook: 'ready' },
        });
      } finally {
        await Promise.all([auth.close(), order.close()]);
      }
    });
  });
});
