import request from 'supertest';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { createLogger } from './logger';
import { createServiceApp, mountUnbuiltSpecRoutes } from './service-app';
import { signIdentity } from './identity-signature';
import { badRequest } from './errors';
import { createMetrics } from './metrics';
import { metricSamples } from '@marketplace/testing';
import type { Identity } from '@marketplace/contracts';

const secret = 'test-signing-secret-0123456789';
/** What node-postgres throws when the server does not listen. */
const databaseAway = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const ItemSchema = z.object({ name: z.string().min(1, 'Name is required'), quantity: z.number().int() });

function buildApp(readiness: () => Promise<void> = async () => {}) {
  return createServiceApp({
    name: 'test',
    logger: createLogger('test', 'silent'),
    identitySecret: secret,
    readiness,
    routes: (app) => {
      app.post('/api/orders', (req, res) => {
        const item = ItemSchema.parse(req.body);
        res.status(201).json(item);
      });
      app.get('/api/orders/fail', () => {
        throw new Error('database exploded');
      });
      app.get('/api/orders/bad', () => {
        throw badRequest('Invalid order ID');
      });
      app.get('/api/orders/database-away', () => {
        throw databaseAway();
      });
      mountUnbuiltSpecRoutes(app, 'order');
    },
  });
}

/** The headers the gateway adds to the call it forwards, for `identity`. */
const signed = (method: string, path: string, identity: Identity = {}) =>
  signIdentity(identity, secret, { method, path });

describe('createServiceApp', () => {
  const app = buildApp();

  it('refuses a request that did not come through the gateway', async () => {
    const response = await request(app).post('/api/orders').send({ name: 'Dosa', quantity: 1 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Missing or invalid gateway signature' });
  });

  it('refuses a forged or tampered identity', async () => {
    const headers = signed('GET', '/api/orders/bad', { user: { id: 1, sessionId: 's' } });
    const forged = signIdentity(
      { admin: { id: 1, username: 'admin', sessionId: 's' } },
      'another-secret-0123456789',
      { method: 'GET', path: '/api/orders/bad' },
    );
    const tampered = { ...headers, 'x-marketplace-identity': forged['x-marketplace-identity'] };
    expect((await request(app).get('/api/orders/bad').set(forged)).status).toBe(401);
    expect((await request(app).get('/api/orders/bad').set(tampered)).status).toBe(401);
  });

  it('refuses identity headers signed for another call: method, path or query string', async () => {
    const captured = signed('GET', '/api/orders/bad');
    expect((await request(app).get('/api/orders/bad').set(captured)).status).toBe(400);
    for (const replay of [
      request(app).post('/api/orders/bad'),
      request(app).get('/api/orders/fail'),
      request(app).get('/api/orders/bad?page=2'),
      request(app).get('/api/orders/bad/'),
    ]) {
      const response = await replay.set(captured);
      expect([response.status, response.body]).toEqual([
        401,
        { message: 'Missing or invalid gateway signature' },
      ]);
    }
  });

  it('refuses text holding the NUL character, which PostgreSQL cannot store, in a body or the URL', async () => {
    const nulInBody = await request(app)
      .post('/api/orders')
      .set(signed('POST', '/api/orders'))
      .send({ name: 'Dosa\u0000', quantity: 1 });
    expect(nulInBody.status).toBe(400);
    expect(nulInBody.body).toEqual({ message: 'Text must not contain the NUL character' });
    const nested = await request(app)
      .post('/api/orders')
      .set(signed('POST', '/api/orders'))
      .send({ name: 'Dosa', quantity: 1, notes: [{ text: 'a\u0000b' }] });
    expect(nested.status).toBe(400);
    expect(
      (
        await request(app)
          .get('/api/orders/bad?search=a%00b')
          .set(signed('GET', '/api/orders/bad?search=a%00b'))
      ).status,
    ).toBe(400);
    expect(
      (
        await request(app)
          .post('/api/orders')
          .set(signed('POST', '/api/orders'))
          .send({ name: 'Dosa', quantity: 1 })
      ).status,
    ).toBe(201);
  });

  it('answers health checks without a signature', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', service: 'test' });
    expect((await request(app).get('/readyz')).status).toBe(200);
    const notReady = buildApp(async () => {
      throw new Error('database down');
    });
    const response = await request(notReady).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'test is not ready' });
  });

  it('answers 503 with Retry-After, and readiness 503, while the database cannot be reached', async () => {
    const response = await request(app)
      .get('/api/orders/database-away')
      .set(signed('GET', '/api/orders/database-away'));
    expect([response.status, response.headers['retry-after']]).toEqual([503, '5']);
    expect(response.body.message).toMatch(
      /^The test service is temporarily unavailable because its database/,
    );
    const notReady = await request(buildApp(async () => Promise.reject(databaseAway()))).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual(response.body);
  });

  it('turns every client mistake into a 4xx with a message', async () => {
    const post = () =>
      request(app)
        .post('/api/orders')
        .set(signed('POST', '/api/orders'))
        .set('content-type', 'application/json');
    expect((await post().send('{"name":')).body).toEqual({ message: 'Request body is not valid JSON' });
    expect((await post().send('{"name":')).status).toBe(400);
    const wrongType = await post().send({ name: 'Dosa', quantity: 'two' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('quantity must be a number');
    const missing = await post().send({ name: '', quantity: 1 });
    expect(missing.body.message).toBe('Name is required');
    const absent = await post().send({ name: 'Dosa' });
    expect(absent.body.message).toBe('quantity is required');
    const huge = await post().send({ name: 'x'.repeat(200 * 1024), quantity: 1 });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large' });
    expect((await request(app).get('/api/nothing-here').set(signed('GET', '/api/nothing-here'))).status).toBe(
      404,
    );
    expect((await request(app).get('/api/orders/bad').set(signed('GET', '/api/orders/bad'))).body).toEqual({
      message: 'Invalid order ID',
    });
  });

  it('answers 400 to a body its content-encoding does not decode and to a path parameter that is not UTF-8', async () => {
    const gzipped = await request(app)
      .post('/api/orders')
      .set(signed('POST', '/api/orders'))
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{"name":"Dosa","quantity":1}');
    expect(gzipped.status).toBe(400);
    expect(gzipped.body.message).toEqual(expect.any(String));
    const badParam = await request(app)
      .get('/api/orders/%ED%A0%80')
      .set(signed('GET', '/api/orders/%ED%A0%80'));
    expect(badParam.status).toBe(400);
    expect(badParam.body.message).toEqual(expect.any(String));
  });

  it('answers 400, not a stack overflow, to a JSON body nested 40 000 deep', async () => {
    const response = await request(app)
      .post('/api/orders')
      .set(signed('POST', '/api/orders'))
      .set('content-type', 'application/json')
      .send(`${'['.repeat(40_000)}${']'.repeat(40_000)}`);
    expect(response.status).toBe(400);
  });

  it('hides internal failures behind a plain 500', async () => {
    const response = await request(app).get('/api/orders/fail').set(signed('GET', '/api/orders/fail'));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
  });

  it('keeps a request id from the caller or makes one', async () => {
    const given = await request(app).get('/healthz').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 501 for spec calls not built yet, after checking back-office access', async () => {
    const unbuilt = await request(app)
      .get('/api/notifications')
      .set(signed('GET', '/api/notifications', { user: { id: 1, sessionId: 's' } }));
    expect(unbuilt.status).toBe(501);
    expect(unbuilt.body).toEqual({ message: 'Not implemented yet' });
    expect(
      (await request(app).get('/api/admin/orders-report').set(signed('GET', '/api/admin/orders-report')))
        .status,
    ).toBe(401);
    expect(
      (
        await request(app)
          .get('/api/admin/orders-report')
          .set(signed('GET', '/api/admin/orders-report', { user: { id: 1, sessionId: 's' } }))
      ).status,
    ).toBe(403);
    const admin = signed('GET', '/api/admin/orders-report', {
      admin: { id: 1, username: 'admin', sessionId: 's' },
    });
    expect((await request(app).get('/api/admin/orders-report').set(admin)).status).toBe(501);
  });
});

describe('createServiceApp /metrics', () => {
  it('answers the scraper without a gateway signature, counting the calls by route template', async () => {
    const app = buildApp();
    await request(app)
      .post('/api/orders')
      .set(signed('POST', '/api/orders'))
      .send({ name: 'Dosa', quantity: 1 });
    // Refused before any route ran: labelled by the route table's template all the same.
    await request(app).get('/api/orders/17');
    await request(app).get('/api/nothing-here').set(signed('GET', '/api/nothing-here'));

    const response = await request(app).get('/metrics').expect(200);
    const samples = metricSamples(response.text, 'http_requests_total');
    expect(samples).toContain(
      'http_requests_total{method="POST",route="/api/orders",service="test",status="201"} 1',
    );
    expect(samples).toContain(
      'http_requests_total{method="GET",route="/api/orders/:orderId",service="test",status="401"} 1',
    );
    expect(samples).toContain(
      'http_requests_total{method="GET",route="unmatched",service="test",status="404"} 1',
    );
  });

  it('serves the metrics it is given, under their access rule', async () => {
    const metrics = createMetrics('test', { token: 'scraper-token-0123456789' });
    new Counter({
      name: 'orders_placed_total',
      help: 'a service’s own',
      registers: [metrics.registry],
    }).inc();
    const app = createServiceApp({
      name: 'test',
      logger: createLogger('test', 'silent'),
      identitySecret: secret,
      readiness: async () => undefined,
      routes: () => undefined,
      metrics,
    });
    await request(app).get('/metrics').expect(401);
    const response = await request(app)
      .get('/metrics')
      .set('authorization', 'Bearer scraper-token-0123456789')
      .expect(200);
    expect(metricSamples(response.text, 'orders_placed_total')).toEqual([
      'orders_placed_total{service="test"} 1',
    ]);
  });
});
