import { connect, type AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { signIdentity, verifyIdentity } from '@marketplace/service-kit';
import { createGateway, SIGNING_SECRET } from './support/gateway-under-test';
import { refusedUrl, startUpstream, type EchoReply, type FakeUpstream } from './support/fake-upstream';

const delayed = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

async function eventuallyTrue(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await delayed(20, undefined);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/webhook takes the gateway's lean path; these pin what it must keep of the general one. */
describe('the webhook path', () => {
  let webhook: FakeUpstream;
  let logLines: Record<string, unknown>[];
  const gatewayFor = (url: string, env: Record<string, string> = {}) => {
    logLines = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
    return createGateway({ upstreams: { webhook: url }, env, logger });
  };

  beforeAll(async () => {
    webhook = await startUpstream('webhook');
  });
  beforeEach(() => {
    webhook.received.length = 0;
  });
  afterAll(() => webhook.close());

  it('strips identity and forwarding headers a client sends, and forwards a fresh anonymous identity', async () => {
    const forged = signIdentity({ admin: { id: 1, username: 'mallory', sessionId: 'x' } }, SIGNING_SECRET, {
      method: 'POST',
      path: '/api/webhook',
    });
    const response = await request(gatewayFor(webhook.url))
      .post('/api/webhook')
      .set(forged)
      .set('x-marketplace-role', 'admin')
      .set('x-forwarded-for', '198.51.100.66')
      .set('x-forwarded-host', 'evil.example')
      .set('forwarded', 'for=198.51.100.66')
      .set('x-real-ip', '198.51.100.66')
      .set('content-type', 'application/json')
      .send('{"event":"order.created"}');

    expect(response.status).toBe(200);
    const { headers, method, url } = response.body as EchoReply;
    expect(verifyIdentity(headers as Record<string, string>, SIGNING_SECRET, { method, path: url })).toEqual(
      {},
    );
    expect(Math.abs(Date.now() - Number(headers['x-marketplace-timestamp']))).toBeLessThan(5_000);
    expect(headers['x-marketplace-role']).toBeUndefined();
    expect(headers['forwarded']).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-host']).not.toBe('evil.example');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('forwards the partner headers and body untouched, and returns the service answer as it was given', async () => {
    const answering = await startUpstream('webhook', (received, res) => {
      res.writeHead(422, { 'content-type': 'application/json; charset=utf-8', 'x-partner-trace': 'abc' });
      res.end(JSON.stringify({ message: 'Unsupported status: teleported', bytes: received.body.length }));
    });
    try {
      const raw = '{ "status" :"teleported",\n "orderId":"SR-1" , "note":"caf\\u00e9 \u00e9" }\n';
      const response = await request(gatewayFor(answering.url))
        .post('/api/webhook?attempt=2')
        .set('content-type', 'application/json')
        .set('webhook-id', 'msg_7')
        .set('webhook-timestamp', '1700000000')
        .set('webhook-signature', 'v1,c2lnbmF0dXJl v1,b3RoZXI=')
        .set('user-agent', 'SpiceRoute-Webhooks/1.0')
        .send(raw);

      expect(response.status).toBe(422);
      expect(response.headers['x-partner-trace']).toBe('abc');
      expect(response.body).toEqual({
        message: 'Unsupported status: teleported',
        bytes: Buffer.byteLength(raw),
      });
      const received = answering.received[0]!;
      expect(received.url).toBe('/api/webhook?attempt=2');
      expect(received.body.equals(Buffer.from(raw, 'utf8'))).toBe(true);
      expect(received.headers).toMatchObject({
        'content-length': String(Buffer.byteLength(raw)),
        'webhook-id': 'msg_7',
        'webhook-timestamp': '1700000000',
        'webhook-signature': 'v1,c2lnbmF0dXJl v1,b3RoZXI=',
        'user-agent': 'SpiceRoute-Webhooks/1.0',
      });
    } finally {
      await answering.close();
    }
  });

  it('passes the request id on, returns it with the security headers, and writes one JSON access line', async () => {
    const response = await request(gatewayFor(webhook.url))
      .post('/api/webhook?token=secret-value')
      .set('content-type', 'application/json')
      .send('{}');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect((response.body as EchoReply).headers['x-request-id']).toBe(id);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const lines = logLines.filter((entry) => (entry.req as { id?: string } | undefined)?.id === id);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id, method: 'POST', url: '/api/webhook', remoteAddress: expect.any(String) },
        res: { statusCode: 200 },
        upstream: 'webhook',
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('takes every spelling the route catalog reads as POST /api/webhook, from any origin', async () => {
    const response = await request(gatewayFor(webhook.url))
      .post('/api/webhook/?attempt=3')
      .set('origin', 'https://partner.example.org')
      .send('{}');
    expect(response.status).toBe(200);
    expect(webhook.received[0]!.url).toBe('/api/webhook/?attempt=3');
  });

  it('keeps a sane request id from the client', async () => {
    const response = await request(gatewayFor(webhook.url))
      .post('/api/webhook')
      .set('x-request-id', 'partner-req-42')
      .send('{}');
    expect(response.headers['x-request-id']).toBe('partner-req-42');
    expect((response.body as EchoReply).headers['x-request-id']).toBe('partner-req-42');
  });

  it('answers 502 at once when the webhook service is down, and logs the request as an error', async () => {
    const started = Date.now();
    const response = await request(gatewayFor(await refusedUrl()))
      .post('/api/webhook')
      .send('{}');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: 'webhook service is unavailable' });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 502 } }),
    );
  });

  it('answers 504 when the webhook service does not answer within the upstream timeout', async () => {
    const silent = await startUpstream('webhook', () => undefined);
    try {
      const response = await request(gatewayFor(silent.url, { UPSTREAM_TIMEOUT_MS: '200' }))
        .post('/api/webhook')
        .send('{}');
      expect(response.status).toBe(504);
      expect(response.body).toEqual({ message: 'webhook service timed out' });
    } finally {
      await silent.close();
    }
  });

  /** A listening gateway and a raw connection to it, for partners that hang up mid-request. */
  const rawConnection = async (upstreamUrl: string) => {
    const server = gatewayFor(upstreamUrl).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    return {
      socket,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  };

  it('sends nothing on when the partner hangs up before the whole body has arrived', async () => {
    const { socket, close } = await rawConnection(webhook.url);
    try {
      socket.write('POST /api/webhook HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n{"event":');
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(webhook.received).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('abandons the upstream request when the partner hangs up while waiting for the answer', async () => {
    let upstreamClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    // Never answers; notices when the gateway gives up on the request.
    const silent = await startUpstream('webhook', (_request, res) => res.once('close', upstreamClosed));
    const { socket, close } = await rawConnection(silent.url);
    try {
      socket.write('POST /api/webhook HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}');
      await eventuallyTrue(() => silent.received.length === 1);
      socket.destroy();
      // Well before the upstream timeout (30 s by default).
      await expect(Promise.race([closed.then(() => 'closed'), delayed(2_000, 'still open')])).resolves.toBe(
        'closed',
      );
    } finally {
      await close();
      await silent.close();
    }
  });

  it('leaves every other call, webhook analytics included, to the general path', async () => {
    const response = await request(gatewayFor(webhook.url)).get('/api/webhook/analytics?hours=24');
    expect(response.status).toBe(200);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ method: 'GET', url: '/api/webhook/analytics' }),
      }),
    );
  });
});
