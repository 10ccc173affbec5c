import express from 'express';
import request from 'supertest';
import { metricSamples } from '@marketplace/testing';
import { openEventStream, openEventStreamCount } from './event-stream';
import { withFastPath } from './fast-path';
import { createMetrics, UNMATCHED_ROUTE } from './metrics';
import { sendJson } from './access-line';

const TOKEN = 'scraper-token-0123456789';

const samples = async (metrics: ReturnType<typeof createMetrics>, name: string) =>
  metricSamples(await metrics.registry.metrics(), name);

function observedApp(metrics = createMetrics('test')) {
  const app = express();
  app.get('/api/orders/:orderId', (req, res) => {
    if (req.params.orderId === 'x') return void res.status(400).json({ message: 'Invalid order ID' });
    res.json({ id: req.params.orderId });
  });
  const router = express.Router();
  router.get('/items/:itemId', (_req, res) => void res.status(204).end());
  app.use('/api/vendors/:vendorId', router);
  app.get('/metrics', metrics.handler);
  const fastPath = withFastPath(app, (req, res, next) =>
    req.url === '/api/webhook' ? sendJson(res, 200, { success: true }) : next(),
  );
  return {
    metrics,
    app: metrics.observe(fastPath, (req) => (req.url === '/api/webhook' ? '/api/webhook' : undefined)),
  };
}

describe('createMetrics', () => {
  it('labels requests with the route template and status, never the raw URL', async () => {
    const { metrics, app } = observedApp();
    await request(app).get('/api/orders/41').expect(200);
    await request(app).get('/api/orders/42').expect(200);
    await request(app).get('/api/orders/x').expect(400);
    await request(app).get('/api/vendors/3/items/9').expect(204);

    const lines = await samples(metrics, 'http_requests_total');
    expect(lines).toContain(
      'http_requests_total{method="GET",route="/api/orders/:orderId",service="test",status="200"} 2',
    );
    expect(lines).toContain(
      'http_requests_total{method="GET",route="/api/orders/:orderId",service="test",status="400"} 1',
    );
    // A router mounted at a parameter knows its mount path only as it arrived: left to routeOf.
    expect(lines).toContain(
      `http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",service="test",status="204"} 1`,
    );
    expect(lines.join('\n')).not.toMatch(/\/api\/(orders\/4[12]|vendors\/3)/);
    const durations = await samples(metrics, 'http_request_duration_seconds_count');
    expect(durations).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/orders/:orderId",service="test",status="200"} 2',
    );
  });

  it('labels a path no route matched "unmatched", so unknown URLs add no series', async () => {
    const { metrics, app } = observedApp();
    await request(app).get('/no/such/path/1').expect(404);
    await request(app).get('/no/such/path/2').expect(404);
    expect(await samples(metrics, 'http_requests_total')).toEqual([
      `http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",service="test",status="404"} 2`,
    ]);
  });

  it('counts requests a fast path answers in front of Express, under the label routeOf gives', async () => {
    const { metrics, app } = observedApp();
    await request(app).post('/api/webhook').send({}).expect(200);
    expect(await samples(metrics, 'http_requests_total')).toEqual([
      'http_requests_total{method="POST",route="/api/webhook",service="test",status="200"} 1',
    ]);
  });

  it('keeps each app’s figures in its own registry, and adds the process’s under its service label', async () => {
    const first = observedApp(createMetrics('first'));
    const second = observedApp(createMetrics('second'));
    await request(first.app).get('/api/orders/1').expect(200);
    expect(await samples(second.metrics, 'http_requests_total')).toEqual([]);
    const text = await second.metrics.registry.metrics();
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="second"\} /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="second"\} /m);
  });

  it('reports the event streams the process holds open', async () => {
    const metrics = createMetrics('streams');
    const app = express();
    app.get('/stream', (req, res) => void openEventStream(req, res, { retryMs: 1_000, heartbeatMs: 60_000 }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/stream`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(await samples(metrics, 'sse_streams_open')).toEqual(['sse_streams_open{service="streams"} 1']);
    controller.abort();
    while (openEventStreamCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await samples(metrics, 'sse_streams_open')).toEqual(['sse_streams_open{service="streams"} 0']);
    await new Promise((resolve) => server.close(resolve));
  });

  describe('GET /metrics', () => {
    const scrape = (metrics: ReturnType<typeof createMetrics>) => {
      const app = express();
      app.get('/metrics', metrics.handler);
      return request(app).get('/metrics');
    };

    it('serves the registry in Prometheus text format', async () => {
      const response = await scrape(createMetrics('open')).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.text).toContain('# TYPE http_requests_total counter');
    });

    it('asks for the bearer token when one is set, and serves with it', async () => {
      const metrics = createMetrics('guarded', { token: TOKEN });
      const refused = await scrape(metrics).expect(401);
      expect(refused.body).toEqual({ message: 'Metrics need the scraper’s bearer token' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      await scrape(metrics).set('authorization', 'Bearer not-the-token-0123456789').expect(401);
      await scrape(metrics).set('authorization', `Bearer ${TOKEN}`).expect(200);
    });

    it('is not served at all where a token is required and none is set', async () => {
      const response = await scrape(createMetrics('public', { requireToken: true })).expect(404);
      expect(response.body).toEqual({ message: 'Not found' });
    });
  });
});
