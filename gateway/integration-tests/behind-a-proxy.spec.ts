import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { CROSS_SITE_REQUEST_MESSAGE, SESSION_COOKIES } from '@marketplace/contracts';
import {
  GATEWAY_SECRET,
  RESIDENT,
  findSetCookie,
  register,
  startAuthTestApp,
  type AuthTestContext,
} from '../../services/auth/integration-tests/auth-test-app';
import { createGateway } from './support/gateway-under-test';
import { startUpstream, type EchoReply, type FakeUpstream } from './support/fake-upstream';

/**
 * The tests' own connections come from loopback: they play the reverse proxy in front of the
 * gateway, and the X-Forwarded-For they send is what that proxy wrote.
 */
describe('the gateway behind a reverse proxy', () => {
  describe('with the real auth service', () => {
    let auth: AuthTestContext;
    let server: Server;
    let authUrl: string;
    const gateway = (env: Record<string, string> = {}) =>
      createGateway({
        upstreams: { auth: authUrl },
        env: { GATEWAY_SIGNING_SECRET: GATEWAY_SECRET, ...env },
      });
    const login = (
      app: ReturnType<typeof createGateway>,
      headers: Record<string, string>,
      password = 'a-wrong-guess',
    ) => request(app).post('/api/auth/login').set(headers).send({ emailOrPhone: RESIDENT.email, password });

    beforeAll(async () => {
      auth = await startAuthTestApp({ throttleEnv: { THROTTLE_LOGIN_PER_ADDRESS: '3' } });
      expect((await register(auth.app)).status).toBe(201);
      server = auth.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    beforeEach(() => auth.prisma.throttleCounter.deleteMany());
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await auth.close();
    });

    it('with TRUST_PROXY=1, throttles two residents behind one proxy separately', async () => {
      const app = gateway({ TRUST_PROXY: '1' });
      const first = { 'x-forwarded-for': '203.0.113.1' };
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(app, first)).status).toBe(401);
      expect((await login(app, first)).status).toBe(429);
      // Another resident behind the same proxy still gets in, and the service recorded their address.
      const second = { 'x-forwarded-for': '6.6.6.6, 203.0.113.2' };
      expect((await login(app, second, RESIDENT.password)).status).toBe(200);
      const session = await auth.prisma.session.findFirst({ orderBy: { createdAt: 'desc' } });
      expect(session?.ip).toBe('203.0.113.2');
    });

    it('without TRUST_PROXY, ignores a client’s X-Forwarded-For: one address, one allowance', async () => {
      const app = gateway();
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await login(app, { 'x-forwarded-for': address })).status).toBe(401);
      expect((await login(app, { 'x-forwarded-for': '203.0.113.4' })).status).toBe(429);
    });

    it('sets Secure cookies when a trusted proxy says the browser used https, and only then', async () => {
      const sessionCookie = async (app: ReturnType<typeof createGateway>, headers: Record<string, string>) =>
        findSetCookie(
          (await login(app, headers, RESIDENT.password)).headers['set-cookie'],
          SESSION_COOKIES.user,
        );
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

      expect(await sessionCookie(gateway({ TRUST_PROXY: '127.0.0.1' }), https)).toMatch(/; Secure/);
      expect(
        await sessionCookie(gateway({ TRUST_PROXY: '127.0.0.1' }), { 'x-forwarded-for': '203.0.113.9' }),
      ).not.toMatch(/; Secure/);
      // A client talking to the gateway directly cannot claim https.
      expect(await sessionCookie(gateway(), https)).not.toMatch(/; Secure/);
      expect(await sessionCookie(gateway({ TRUST_PROXY: '10.0.0.0/8' }), https)).not.toMatch(/; Secure/);
    });
  });

  describe('what reaches the services and the access log', () => {
    let upstream: FakeUpstream;
    let lines: { req?: { remoteAddress?: string; url?: string } }[];
    const gateway = (env: Record<string, string> = {}) => {
      lines = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      return createGateway({ upstreams: { catalog: upstream.url, webhook: upstream.url }, env, logger });
    };
    const forwarded = (reply: EchoReply) => ({
      for: reply.headers['x-forwarded-for'],
      proto: reply.headers['x-forwarded-proto'],
    });

    beforeAll(async () => {
      upstream = await startUpstream('catalog');
    });
    afterAll(() => upstream.close());

    it.each([
      ['GET', '/api/categories'],
      ['POST', '/api/webhook'],
    ])('%s %s: forwards the client the trusted proxy named, once, and logs it', async (method, path) => {
      const app = gateway({ TRUST_PROXY: '1' });
      const call = method === 'GET' ? request(app).get(path) : request(app).post(path).send({});
      const response = await call.set({
        'x-forwarded-for': '6.6.6.6, 203.0.113.7',
        'x-forwarded-proto': 'https',
      });
      expect(forwarded(response.body as EchoReply)).toEqual({ for: '203.0.113.7', proto: 'https' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines.find((line) => line.req?.url === path)?.req?.remoteAddress).toBe('203.0.113.7');
    });

    it.each([
      ['GET', '/api/categories'],
      ['POST', '/api/webhook'],
    ])(
      '%s %s: without TRUST_PROXY, forwards and logs the connection, whatever the client claims',
      async (method, path) => {
        const app = gateway();
        const call = method === 'GET' ? request(app).get(path) : request(app).post(path).send({});
        const response = await call.set({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
        const { for: address, proto } = forwarded(response.body as EchoReply);
        expect(address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
        expect(proto).toBe('http');
        await new Promise((resolve) => setImmediate(resolve));
        expect(lines.find((line) => line.req?.url === path)?.req?.remoteAddress).toBe(address);
      },
    );

    describe('cross-site writes when the proxy rewrites Host (proxy_pass http://gateway:8080)', () => {
      const write = (app: ReturnType<typeof gateway>, origin: string) =>
        request(app)
          .post('/api/reviews')
          .set({
            host: 'gateway:8080',
            origin,
            'x-forwarded-host': 'shop.example',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '203.0.113.7',
          })
          .send({});
      const refused = { message: CROSS_SITE_REQUEST_MESSAGE };

      it('with TRUST_PROXY=1, takes a write from the origin the proxy named and refuses a foreign one', async () => {
        const app = gateway({ TRUST_PROXY: '1' });
        const own = await write(app, 'https://shop.example');
        expect(own.status).toBe(200);
        expect((own.body as EchoReply).headers['x-forwarded-host']).toBe('shop.example');

        const received = upstream.received.length;
        const foreign = await write(app, 'https://evil.example.net');
        expect([foreign.status, foreign.body]).toEqual([403, refused]);
        expect(upstream.received).toHaveLength(received);
      });

      it('without TRUST_PROXY, refuses the same write: a client’s X-Forwarded-Host names nothing', async () => {
        const received = upstream.received.length;
        const response = await write(gateway(), 'https://shop.example');
        expect([response.status, response.body]).toEqual([403, refused]);
        expect(upstream.received).toHaveLength(received);
      });
    });
  });
});
