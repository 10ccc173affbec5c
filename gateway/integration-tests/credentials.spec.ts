import type { ServerResponse } from 'node:http';
import request from 'supertest';
import { IDENTITY_HEADERS, type Identity, type SessionResolveRequest } from '@marketplace/contracts';
import { createLogger, createServiceApp, signIdentity, verifyIdentity } from '@marketplace/service-kit';
import { createGateway, SIGNING_SECRET } from './support/gateway-under-test';
import {
  echo,
  refusedUrl,
  startUpstream,
  type EchoReply,
  type FakeUpstream,
  type ReceivedRequest,
} from './support/fake-upstream';

const RESIDENT = { user: { id: 11, sessionId: 'sess-user-11' } };
const ADMIN = { admin: { id: 3, username: 'root', sessionId: 'sess-admin-3' } };

/** Plays the auth service: resolves known tokens for callers that sign as the gateway, and logs out. */
function fakeAuth(live: Map<string, Identity>) {
  const reply = echo('auth');
  return (request: ReceivedRequest, res: ServerResponse) => {
    const json = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (request.url === '/internal/sessions/resolve') {
      if (
        verifyIdentity(request.headers, SIGNING_SECRET, { method: request.method, path: request.url })
          ?.service !== 'gateway'
      )
        return json(401, { message: 'unsigned' });
      const { userSession, adminSession } = JSON.parse(request.body.toString()) as SessionResolveRequest;
      return json(200, {
        ...(userSession && live.get(userSession)),
        ...(adminSession && live.get(adminSession)),
      });
    }
    if (request.method === 'PATCH' && request.body.toString().includes('"communityId":-1'))
      return json(400, { message: 'Community not found' });
    if (request.url === '/api/logout') live.delete('user-token');
    if (request.url === '/api/admin/logout') live.delete('admin-token');
    return reply(request, res);
  };
}

const identityReceivedBy = (reply: EchoReply) =>
  verifyIdentity(reply.headers as Record<string, string>, SIGNING_SECRET, {
    method: reply.method,
    path: reply.url,
  });

describe('gateway identity', () => {
  let live: Map<string, Identity>;
  let auth: FakeUpstream;
  let catalog: FakeUpstream;
  let order: FakeUpstream;
  let gateway: ReturnType<typeof createGateway>;
  const resolutions = () => auth.received.filter((received) => received.url === '/internal/sessions/resolve');

  beforeEach(async () => {
    live = new Map<string, Identity>([
      ['user-token', RESIDENT],
      ['admin-token', ADMIN],
    ]);
    [auth, catalog, order] = await Promise.all([
      startUpstream('auth', fakeAuth(live)),
      startUpstream('catalog'),
      startUpstream('order'),
    ]);
    gateway = createGateway({ upstreams: { auth: auth.url, catalog: catalog.url, order: order.url } });
  });

  afterEach(() => Promise.all([auth.close(), catalog.close(), order.close()]));

  it('forwards an anonymous caller with a signed empty identity, without asking auth', async () => {
    const response = await request(gateway).get('/api/categories');
    expect(identityReceivedBy(response.body)).toEqual({});
    expect(resolutions()).toHaveLength(0);
  });

  it('strips identity headers a client sends, so a forged identity never reaches a service', async () => {
    const forged = signIdentity(
      { admin: { id: 1, username: 'mallory', sessionId: 'x' } },
      'guessed-secret-guessed',
      { method: 'GET', path: '/api/orders/user' },
    );
    const response = await request(gateway)
      .get('/api/orders/user')
      .set(forged)
      .set('x-marketplace-service', 'order')
      .set('x-forwarded-for', '10.9.8.7')
      .set('forwarded', 'for=10.9.8.7')
      .set('x-real-ip', '10.9.8.7');
    const reply = response.body as EchoReply;
    expect(identityReceivedBy(reply)).toEqual({});
    expect(reply.headers[IDENTITY_HEADERS.identity]).not.toBe(forged[IDENTITY_HEADERS.identity]);
    expect(reply.headers['x-marketplace-service']).toBeUndefined();
    expect(reply.headers['x-forwarded-for']).not.toContain('10.9.8.7');
    expect(reply.headers.forwarded).toBeUndefined();
    expect(reply.headers['x-real-ip']).toBeUndefined();
  });

  it('resolves the resident cookie through auth into a signed identity the service accepts', async () => {
    const response = await request(gateway)
      .get('/api/orders/user')
      .set('cookie', 'theme=dark; mp_sid=user-token');
    expect(identityReceivedBy(response.body)).toEqual(RESIDENT);
    expect(resolutions()).toHaveLength(1);
    expect(JSON.parse(resolutions()[0]!.body.toString())).toEqual({ userSession: 'user-token' });
  });

  it('signs the identity for the one call it forwards: a service refuses it replayed against another', async () => {
    const forwarded = (
      await request(gateway).get('/api/orders/user?page=2').set('cookie', 'mp_sid=user-token')
    ).body as EchoReply;
    const captured = Object.fromEntries(
      Object.values(IDENTITY_HEADERS).map((name) => [name, String(forwarded.headers[name])]),
    );
    const service = createServiceApp({
      name: 'order',
      logger: createLogger('order', 'silent'),
      identitySecret: SIGNING_SECRET,
      readiness: async () => undefined,
      routes: (app) => app.use((req, res) => void res.json(req.identity)),
    });
    expect((await request(service).get('/api/orders/user?page=2').set(captured)).body).toEqual(RESIDENT);
    for (const replay of [
      request(service).delete('/api/orders/user?page=2'),
      request(service).get('/api/orders/user'),
      request(service).get('/api/orders/user?page=3'),
      request(service).get('/api/orders/1'),
      request(service).get('/api/admin/orders-report'),
    ]) {
      const response = await replay.set(captured);
      expect([response.status, response.body]).toEqual([
        401,
        { message: 'Missing or invalid gateway signature' },
      ]);
    }
  });

  it('resolves both cookies in one call when a resident is also an admin', async () => {
    const response = await request(gateway)
      .get('/api/admin/communities')
      .set('cookie', 'mp_sid=user-token; mp_admin_sid=admin-token');
    expect(identityReceivedBy(response.body)).toEqual({ ...RESIDENT, ...ADMIN });
    expect(resolutions()).toHaveLength(1);
  });

  it('forwards an unknown or expired session as anonymous', async () => {
    const response = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=stolen-or-expired');
    expect(identityReceivedBy(response.body)).toEqual({});
  });

  it('never lets a resolution claim a service identity', async () => {
    live.set('odd-token', { user: RESIDENT.user, service: 'order' } as Identity);
    const response = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=odd-token');
    expect(identityReceivedBy(response.body)).toEqual(RESIDENT);
  });

  it('asks auth once for the calls of one page, and again after the cache expires', async () => {
    const timed = createGateway({
      upstreams: { auth: auth.url, catalog: catalog.url },
      env: { SESSION_CACHE_MS: '150' },
    });
    for (let call = 0; call < 3; call += 1)
      await request(timed).get('/api/categories').set('cookie', 'mp_sid=user-token');
    expect(resolutions()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(timed).get('/api/categories').set('cookie', 'mp_sid=user-token');
    expect(resolutions()).toHaveLength(2);
  });

  it('forgets a session the moment it is logged out through the gateway', async () => {
    const signedIn = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=user-token');
    expect(identityReceivedBy(signedIn.body)).toEqual(RESIDENT);

    const logout = await request(gateway).get('/api/logout').set('cookie', 'mp_sid=user-token');
    expect(logout.status).toBe(200);

    const after = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=user-token');
    expect(identityReceivedBy(after.body)).toEqual({});
  });

  it("forgets a resident's cached identity once a profile or onboarding change succeeds, so the new community shows at once", async () => {
    const withCommunity = (communityId: number) => ({ user: { ...RESIDENT.user, communityId } });
    live.set('user-token', withCommunity(1));
    for (const path of ['/api/user/profile', '/api/users/onboarding']) {
      const before = await request(gateway).get('/api/categories').set('cookie', 'mp_sid=user-token');
      const previous = identityReceivedBy(before.body)?.user?.communityId ?? 0;
      live.set('user-token', withCommunity(previous + 1));
      // Within the cache's 2 s, an unrelated call still sees the cached identity...
      const cached = await request(gateway).get('/api/categories').set('cookie', 'mp_sid=user-token');
      expect(identityReceivedBy(cached.body)?.user?.communityId).toBe(previous);

      const change = await request(gateway)
        .patch(path)
        .set('cookie', 'mp_sid=user-token')
        .set('x-requested-with', 'marketplace')
        .send({ communityId: previous + 1 });
      expect(change.status).toBe(200);
      // ...but after the change the next call asks auth again.
      const after = await request(gateway).get('/api/categories').set('cookie', 'mp_sid=user-token');
      expect(identityReceivedBy(after.body)?.user?.communityId).toBe(previous + 1);
    }
  });

  it('keeps the cached identity when a profile change is refused', async () => {
    await request(gateway).get('/api/categories').set('cookie', 'mp_sid=user-token');
    const refused = await request(gateway)
      .patch('/api/user/profile')
      .set('cookie', 'mp_sid=user-token')
      .set('x-requested-with', 'marketplace')
      .send({ communityId: -1 });
    expect(refused.status).toBe(400);
    await request(gateway).get('/api/categories').set('cookie', 'mp_sid=user-token');
    expect(resolutions()).toHaveLength(1);
  });

  it('forgets an admin session the moment the admin logs out', async () => {
    await request(gateway).get('/api/admin/auth-status').set('cookie', 'mp_admin_sid=admin-token');
    await request(gateway)
      .post('/api/admin/logout')
      .set('cookie', 'mp_admin_sid=admin-token')
      .set('x-requested-with', 'marketplace');
    const after = await request(gateway)
      .get('/api/admin/auth-status')
      .set('cookie', 'mp_admin_sid=admin-token');
    expect(identityReceivedBy(after.body)).toEqual({});
  });

  it('stops serving a session that auth ended elsewhere (a password reset) within 2 s', async () => {
    const signedIn = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=user-token');
    expect(identityReceivedBy(signedIn.body)).toEqual(RESIDENT);
    // The reset went through another gateway instance, or no logout ran here: only auth knows.
    live.delete('user-token');
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    const after = await request(gateway).get('/api/orders/user').set('cookie', 'mp_sid=user-token');
    expect(identityReceivedBy(after.body)).toEqual({});
  });

  it('keeps serving as anonymous when auth cannot be reached', async () => {
    const authDown = createGateway({ upstreams: { auth: await refusedUrl(), catalog: catalog.url } });
    const response = await request(authDown).get('/api/categories').set('cookie', 'mp_sid=user-token');
    expect(response.status).toBe(200);
    expect(identityReceivedBy(response.body)).toEqual({});
  });

  describe('cross-site writes', () => {
    const body = { vendorId: 1 };

    it('refuses a write from a foreign Origin without the marketplace header, before any service sees it', async () => {
      const response = await request(gateway)
        .post('/api/orders')
        .set('origin', 'https://evil.example.net')
        .send(body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Cross-site request refused' });
      expect(order.received).toHaveLength(0);
    });

    it('accepts writes from the gateway’s own origin, a trusted origin, or carrying the header', async () => {
      const trusting = createGateway({
        upstreams: { order: order.url, auth: auth.url },
        env: { TRUSTED_ORIGINS: 'https://admin.example.com, http://localhost:3000' },
      });
      const own = await request(gateway)
        .post('/api/orders')
        .set('host', 'shop.example.com')
        .set('origin', 'https://shop.example.com')
        .send(body);
      const trusted = await request(trusting)
        .post('/api/orders')
        .set('origin', 'http://localhost:3000')
        .send(body);
      const flagged = await request(gateway)
        .post('/api/orders')
        .set('origin', 'https://elsewhere.example.org')
        .set('x-requested-with', 'marketplace')
        .send(body);
      expect([own.status, trusted.status, flagged.status]).toEqual([200, 200, 200]);
    });

    it('lets partners post webhooks from anywhere', async () => {
      const webhook = await startUpstream('webhook');
      try {
        const response = await request(createGateway({ upstreams: { webhook: webhook.url } }))
          .post('/api/webhook')
          .set('origin', 'https://partner.example.org')
          .send({ event: 'order.created' });
        expect(response.status).toBe(200);
      } finally {
        await webhook.close();
      }
    });
  });
});
