import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import request from 'supertest';
import { createLogger } from './logger';
import { clientAddress, createServiceApp } from './service-app';
import { assignRequestId } from './request-id';
import { sendJson } from './access-line';
import { createIdentityVerifier, signIdentity, verifyIdentity } from './identity-signature';

const secret = 'test-signing-secret-0123456789';

function buildApp() {
  return createServiceApp({
    name: 'test',
    logger: createLogger('test', 'silent'),
    identitySecret: secret,
    readiness: async () => undefined,
    routes: (app) => {
      app.get('/api/orders/ip', (req, res) => {
        res.json({ ip: req.ip, protocol: req.protocol, id: req.headers['x-request-id'] });
      });
    },
    fastPath: (req, res, next) => {
      if (req.url !== '/api/hot') return next();
      const id = assignRequestId(req, res);
      // Express has not touched the request: its own properties are not there.
      sendJson(res, 200, { id, address: clientAddress(req), expressSawIt: 'ip' in req });
    },
  });
}

describe('createServiceApp with a fast path', () => {
  const app = buildApp();

  it('answers the requests the fast path takes before Express sees them, with a request id', async () => {
    const response = await request(app).get('/api/hot').set('x-request-id', 'hot-1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-request-id']).toBe('hot-1');
    expect(response.body).toEqual({ id: 'hot-1', address: expect.any(String), expressSawIt: false });
  });

  it('leaves everything else to the app, which still checks identity and keeps its features', async () => {
    expect((await request(app).get('/api/orders/ip')).status).toBe(401);
    const response = await request(app)
      .get('/api/orders/ip')
      .set(signIdentity({}, secret, { method: 'GET', path: '/api/orders/ip' }))
      .set('x-forwarded-for', '203.0.113.7');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ip: '203.0.113.7', protocol: 'http', id: expect.any(String) });
  });

  it('reads the client address as the app does: the gateway on loopback names the client', async () => {
    const direct = await request(app).get('/api/hot');
    const viaGateway = await request(app).get('/api/hot').set('x-forwarded-for', '198.51.100.1, 203.0.113.7');
    expect(direct.body.address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(viaGateway.body.address).toBe('203.0.113.7');
  });

  it('makes a request id when the caller sends none or an absurd one', async () => {
    expect((await request(app).get('/api/hot')).body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request(app).get('/api/hot').set('x-request-id', 'x'.repeat(201))).body.id).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});

describe('clientAddress', () => {
  const requestFrom = (remoteAddress: string, forwardedFor?: string) =>
    ({
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress },
      connection: { remoteAddress },
    }) as unknown as IncomingMessage;

  it('takes the address a gateway on another host wrote, not the gateway’s own', () => {
    expect(clientAddress(requestFrom('10.1.2.3', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(requestFrom('2001:db8::10', '2001:db8:5::1'))).toBe('2001:db8:5::1');
    expect(clientAddress(requestFrom('10.1.2.3'))).toBe('10.1.2.3');
  });

  it.each([
    ['127.0.0.1', '203.0.113.7'],
    ['::1', '2001:db8::1'],
    ['::ffff:127.0.0.1', '203.0.113.7'],
    ['127.0.0.1', undefined],
    ['127.0.0.1', ''],
    ['127.0.0.1', ' '],
    ['127.0.0.1', ' 203.0.113.7 '],
    ['127.0.0.1', '198.51.100.1, 127.0.0.1'],
    ['127.0.0.1', '198.51.100.1, 203.0.113.7'],
    ['127.0.0.1', 'not-an-address'],
    ['127.0.0.2', '203.0.113.7'],
    ['198.51.100.9', '203.0.113.7'],
  ])('from %s with x-forwarded-for %j answers as Express does', (remoteAddress, forwardedFor) => {
    const req = requestFrom(remoteAddress, forwardedFor);
    // A service app's `trust proxy`: its caller, one hop, whatever its address.
    expect(clientAddress(req)).toBe(proxyAddr(req, (_address, hop) => hop === 0));
  });
});

describe('createIdentityVerifier', () => {
  const verify = createIdentityVerifier(secret);
  const now = Date.now();
  const webhook = { method: 'POST', path: '/api/webhook' };

  it('accepts what verifyIdentity accepts, again and again, and nothing it refuses', () => {
    const headers = signIdentity({ user: { id: 4, sessionId: 's' } }, secret, webhook, now);
    expect(verify(headers, webhook, now)).toEqual(verifyIdentity(headers, secret, webhook, now));
    expect(verify(headers, webhook, now + 1)).toEqual({ user: { id: 4, sessionId: 's' } });
    const forged = {
      ...headers,
      'x-marketplace-identity': signIdentity(
        { admin: { id: 1, username: 'a', sessionId: 's' } },
        secret,
        webhook,
        now,
      )['x-marketplace-identity'],
    };
    expect(verify(forged, webhook, now)).toBeUndefined();
    expect(verify(signIdentity({}, 'another-secret-0123456789', webhook, now), webhook, now)).toBeUndefined();
  });

  it('does not pass the identity it remembers to another call', () => {
    const headers = signIdentity({}, secret, webhook, now);
    expect(verify(headers, webhook, now)).toEqual({});
    for (const other of [
      { method: 'PUT', path: '/api/webhook' },
      { method: 'POST', path: '/api/orders' },
      { method: 'POST', path: '/api/webhook?id=1' },
    ])
      expect(verify(headers, other, now)).toBeUndefined();
    expect(verify(headers, webhook, now)).toEqual({});
  });

  it('still refuses a remembered identity once its timestamp is too old', () => {
    const headers = signIdentity({}, secret, webhook, now);
    expect(verify(headers, webhook, now)).toEqual({});
    expect(verify(headers, webhook, now + 5 * 60 * 1000 + 1)).toBeUndefined();
  });
});
