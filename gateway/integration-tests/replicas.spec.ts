import request from 'supertest';
import { createGateway } from './support/gateway-under-test';
import {
  echo,
  refusedUrl,
  startUpstream,
  type FakeUpstream,
  type UpstreamHandler,
} from './support/fake-upstream';

/** A replica whose /readyz says what `ready` says, and that answers other calls as `handler` does. */
function replicaHandler(name: string, state: { ready: boolean }, handler: UpstreamHandler = echo(name)) {
  const answer: UpstreamHandler = (received, res) => {
    if (received.url === '/readyz') {
      res.statusCode = state.ready ? 200 : 503;
      return void res.end();
    }
    handler(received, res);
  };
  return answer;
}

/** Drops the connection without answering, as a replica killed mid-request does. */
const dropConnection: UpstreamHandler = (_received, res) => void res.socket?.destroy();

const calls = (replica: FakeUpstream, path: string) =>
  replica.received.filter((received) => received.url.startsWith(path)).length;

async function until(check: () => boolean, withinMs = 3_000): Promise<void> {
  for (const started = Date.now(); !check();) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the gateway over several replicas of a service', () => {
  const upstreams: FakeUpstream[] = [];
  const start = async (name: string, handler: UpstreamHandler) => {
    const upstream = await startUpstream(name, handler);
    upstreams.push(upstream);
    return upstream;
  };
  afterAll(() => Promise.all(upstreams.map((upstream) => upstream.close())));

  const gatewayOver = (service: 'catalog' | 'order' | 'webhook', urls: string[], env = {}) =>
    createGateway({
      upstreams: { [service]: urls.join(',') },
      env: { UPSTREAM_PROBE_INTERVAL_MS: '50', ...env },
    });

  it('sends the calls to each replica in turn', async () => {
    const [a, b] = [
      await start('a', replicaHandler('a', { ready: true })),
      await start('b', replicaHandler('b', { ready: true })),
    ];
    const gateway = gatewayOver('catalog', [a.url, b.url]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await request(gateway).get('/api/categories')).body.service);
    expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('sends a call, even a write, that a replica refused to connect to the next one', async () => {
    const live = await start('live', replicaHandler('live', { ready: true }));
    const gateway = gatewayOver('order', [await refusedUrl(), live.url]);
    for (let i = 0; i < 3; i++) {
      const placed = await request(gateway)
        .post('/api/orders')

        .send({ vendorId: 1 });
      expect(placed.status).toBe(200);
      expect(placed.body.service).toBe('live');
    }
    expect(calls(live, '/api/orders')).toBe(3);
  });

  it('retries a read that a replica dropped on the other, but answers a dropped write 502 and never sends it twice', async () => {
    const dropping = await start('dropping', replicaHandler('dropping', { ready: true }, dropConnection));
    const live = await start('live', replicaHandler('live', { ready: true }));
    const posts = (replica: FakeUpstream) =>
      replica.received.filter((received) => received.method === 'POST').length;
    // No probe within the test: the replicas are taken in turn, the dropping one first.
    const reads = gatewayOver('order', [dropping.url, live.url], { UPSTREAM_PROBE_INTERVAL_MS: '600000' });
    const read = await request(reads).get('/api/orders/7');
    expect(read.status).toBe(200);
    expect(read.body.service).toBe('live');
    expect(calls(dropping, '/api/orders/7')).toBe(1);

    const writes = gatewayOver('order', [dropping.url, live.url], { UPSTREAM_PROBE_INTERVAL_MS: '600000' });
    const dropped = await request(writes)
      .post('/api/orders')

      .send({ vendorId: 1 });
    expect(dropped.status).toBe(502);
    expect(dropped.body).toEqual({ message: 'order service is unavailable' });
    expect([posts(dropping), posts(live)]).toEqual([1, 0]);
  });

  it('takes a replica whose /readyz fails out of the rotation, and back once it passes', async () => {
    const state = { ready: true };
    const [flaky, steady] = [
      await start('flaky', replicaHandler('flaky', state)),
      await start('steady', replicaHandler('steady', { ready: true })),
    ];
    const gateway = gatewayOver('catalog', [flaky.url, steady.url]);
    state.ready = false;
    const probesBefore = calls(flaky, '/readyz');
    await until(() => calls(flaky, '/readyz') >= probesBefore + 2);
    const before = calls(flaky, '/api/');
    for (let i = 0; i < 6; i++)
      expect((await request(gateway).get('/api/categories')).body.service).toBe('steady');
    expect(calls(flaky, '/api/')).toBe(before);

    state.ready = true;
    const seen = new Set<string>();
    await until(() => {
      void request(gateway)
        .get('/api/categories')
        .then((answer) => seen.add(answer.body.service as string));
      return seen.has('flaky');
    });
  });

  it('is ready while one replica of each service is', async () => {
    const [down, up] = [
      await start('down', replicaHandler('down', { ready: false })),
      await start('up', replicaHandler('up', { ready: true })),
    ];
    const others = { auth: up.url, order: up.url, webhook: up.url };
    const ready = createGateway({ upstreams: { ...others, catalog: `${down.url},${up.url}` } });
    expect((await request(ready).get('/readyz')).status).toBe(200);
    const notReady = createGateway({
      upstreams: { ...others, catalog: `${down.url},${await refusedUrl()}` },
    });
    const answer = await request(notReady).get('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body.services.catalog).toBe('not_ready');
  });

  it('sends a webhook that a replica refused to connect to the next one, on its lean path', async () => {
    const live = await start('webhook', replicaHandler('webhook', { ready: true }));
    const gateway = gatewayOver('webhook', [await refusedUrl(), live.url]);
    for (let i = 0; i < 2; i++) {
      const answer = await request(gateway)
        .post('/api/webhook')
        .set('content-type', 'application/json')
        .send('{}');
      expect(answer.status).toBe(200);
    }
    expect(calls(live, '/api/webhook')).toBe(2);
  });

  it('fetches a picture from the next replica when one drops the read', async () => {
    const picture: UpstreamHandler = (_received, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.end('<svg/>');
    };
    const dropping = await start('dropping', replicaHandler('dropping', { ready: true }, dropConnection));
    const live = await start('live', replicaHandler('live', { ready: true }, picture));
    const gateway = gatewayOver('catalog', [dropping.url, live.url]);
    const answer = await request(gateway).get(`/api/images/${'a'.repeat(64)}.svg`);
    expect(answer.status).toBe(200);
    expect(answer.text ?? answer.body.toString()).toContain('<svg/>');
  });
});
