import request from 'supertest';
import { API_ROUTES, SERVICES, type ServiceName } from '@marketplace/contracts';
import { createGateway } from './support/gateway-under-test';
import { startUpstream, type EchoReply, type FakeUpstream } from './support/fake-upstream';

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '7');

describe('gateway routing by the API catalog', () => {
  let upstreams: Record<ServiceName, FakeUpstream>;
  let gateway: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    const started = await Promise.all(SERVICES.map((service) => startUpstream(service)));
    upstreams = Object.fromEntries(started.map((upstream) => [upstream.name, upstream])) as Record<
      ServiceName,
      FakeUpstream
    >;
    gateway = createGateway({
      upstreams: Object.fromEntries(started.map((upstream) => [upstream.name, upstream.url])),
    });
  });

  afterAll(() => Promise.all(Object.values(upstreams).map((upstream) => upstream.close())));

  beforeEach(() => {
    for (const upstream of Object.values(upstreams)) upstream.received.length = 0;
  });

  it.each(API_ROUTES.map((route) => [route.method, route.path, route.service] as const))(
    '%s %s reaches the %s service unchanged',
    async (method, pattern, owner) => {
      const url = `${concrete(pattern)}?page=2&q=a%20b`;
      const call = request(gateway)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
      const response =
        method === 'GET' || method === 'DELETE' ? await call : await call.send({ probe: pattern });

      expect(response.status).toBe(200);
      const reply = response.body as EchoReply;
      expect(reply.service).toBe(owner);
      expect(reply.method).toBe(method);
      expect(reply.url).toBe(url);
      for (const service of SERVICES.filter((other) => other !== owner)) {
        expect(upstreams[service].received).toHaveLength(0);
      }
    },
  );

  it('keeps the Host the browser used and tells the service who called', async () => {
    const response = await request(gateway).get('/api/categories').set('host', 'shop.example.com');
    const reply = response.body as EchoReply;
    expect(reply.headers.host).toBe('shop.example.com');
    expect(reply.headers['x-forwarded-host']).toBe('shop.example.com');
    expect(reply.headers['x-forwarded-proto']).toBe('http');
    expect(reply.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
  });

  it('passes the service’s answer through: status, headers, cookies and body', async () => {
    const owner = await startUpstream('auth', (_request, res) => {
      res.statusCode = 501;
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', ['mp_sid=abc; HttpOnly; SameSite=Lax; Path=/']);
      res.end('{"message":"Not implemented yet"}');
    });
    try {
      const response = await request(createGateway({ upstreams: { auth: owner.url } }))
        .post('/api/auth/forgot-password')
        .send({});
      expect(response.status).toBe(501);
      expect(response.text).toBe('{"message":"Not implemented yet"}');
      expect(response.headers['set-cookie']).toEqual(['mp_sid=abc; HttpOnly; SameSite=Lax; Path=/']);
    } finally {
      await owner.close();
    }
  });

  it("keeps the service's Cache-Control on a personal answer (no-store)", async () => {
    const owner = await startUpstream('auth', (_request, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end('{"id":7}');
    });
    try {
      const response = await request(createGateway({ upstreams: { auth: owner.url } })).get('/api/auth/user');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await owner.close();
    }
  });

  it('answers an /api path that no catalog entry lists with 404 and calls no service', async () => {
    for (const path of ['/api/unknown', '/api', '/api/orders/7/status/extra']) {
      const response = await request(gateway).get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
    expect(SERVICES.flatMap((service) => upstreams[service].received)).toHaveLength(0);
  });

  it('answers a known path with a method it does not have with 405 and the allowed methods', async () => {
    const response = await request(gateway).delete('/api/categories');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: 'Method not allowed' });
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(upstreams.catalog.received).toHaveLength(0);
  });

  it('never routes the services’ internal endpoints', async () => {
    const post = await request(gateway).post('/internal/sessions/resolve').send({ userSession: 'x' });
    const get = await request(gateway).get('/internal/users/1');
    expect(post.status).toBe(404);
    expect(get.status).toBe(404);
    expect(SERVICES.flatMap((service) => upstreams[service].received)).toHaveLength(0);
  });

  it('refuses dot segments instead of forwarding them', async () => {
    const response = await request(gateway).get('/api/vendors/%2e%2e/menu');
    expect(response.status).toBe(400);
    expect(upstreams.catalog.received).toHaveLength(0);
  });

  it('answers OPTIONS itself with the allowed methods and no CORS grant', async () => {
    const response = await request(gateway).options('/api/orders').set('origin', 'https://evil.example.net');
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(upstreams.order.received).toHaveLength(0);
  });
});
