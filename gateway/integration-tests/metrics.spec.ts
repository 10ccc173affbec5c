import request from 'supertest';
import { metricSamples } from '@marketplace/testing';
import { createGateway } from './support/gateway-under-test';
import { startUpstream, type FakeUpstream } from './support/fake-upstream';

const TOKEN = 'scraper-token-0123456789abcdef';

describe('the gateway’s /metrics', () => {
  let catalog: FakeUpstream;
  let webhook: FakeUpstream;

  beforeAll(async () => {
    [catalog, webhook] = await Promise.all([startUpstream('catalog'), startUpstream('webhook')]);
  });
  afterAll(() => Promise.all([catalog.close(), webhook.close()]));

  it('counts proxied calls by the route catalog’s template, the webhook fast path and pages by fixed labels', async () => {
    const gateway = createGateway({ upstreams: { catalog: catalog.url, webhook: webhook.url } });
    await request(gateway).get('/api/vendors/12').expect(200);
    await request(gateway).get('/api/vendors/13').expect(200);
    await request(gateway)
      .post('/api/webhook')
      .set('content-type', 'application/json')
      .send('{}')
      .expect(200);
    await request(gateway).get('/api/no-such-call/7').expect(404);
    await request(gateway).get('/customer/orders').set('accept', 'text/html');
    await request(gateway).get('/remotes/customer/remoteEntry.js');

    const samples = metricSamples(
      (await request(gateway).get('/metrics').expect(200)).text,
      'http_requests_total',
    );
    expect(samples).toContain(
      'http_requests_total{method="GET",route="/api/vendors/:id",service="gateway",status="200"} 2',
    );
    expect(samples).toContain(
      'http_requests_total{method="POST",route="/api/webhook",service="gateway",status="200"} 1',
    );
    expect(samples).toContain(
      'http_requests_total{method="GET",route="unmatched",service="gateway",status="404"} 1',
    );
    expect(samples.some((line) => line.includes('route="frontend"'))).toBe(true);
    expect(samples.some((line) => line.includes('route="static"'))).toBe(true);
    expect(samples.join('\n')).not.toMatch(/\/api\/vendors\/1[23]|no-such-call/);
  });

  it('wants the scraper’s bearer token when METRICS_TOKEN is set', async () => {
    const gateway = createGateway({ upstreams: {}, env: { METRICS_TOKEN: TOKEN } });
    expect((await request(gateway).get('/metrics')).status).toBe(401);
    expect(
      (await request(gateway).get('/metrics').set('authorization', 'Bearer wrong-token-0123456789')).status,
    ).toBe(401);
    const scraped = await request(gateway)
      .get('/metrics')
      .set('authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(scraped.text).toContain('# TYPE http_requests_total counter');
  });

  it('is not served in production without METRICS_TOKEN, and is with it', async () => {
    const open = createGateway({ upstreams: {}, env: { NODE_ENV: 'production' } });
    const refused = await request(open).get('/metrics').expect(404);
    expect(refused.body).toEqual({ message: 'Not found' });
    expect(refused.text).not.toContain('http_requests_total');

    const guarded = createGateway({ upstreams: {}, env: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN } });
    await request(guarded).get('/metrics').expect(401);
    await request(guarded).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
  });
});
