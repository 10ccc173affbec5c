import request from 'supertest';
import type { Identity } from '@marketplace/contracts';
import { signIdentity } from './identity-signature';
import { createLogger } from './logger';
import { cachedLookup, createReadCache } from './read-cache';
import { createServiceApp } from './service-app';

const SECRET = 'read-cache-test-secret';

function appWithCache(now: () => number = Date.now) {
  const reads = { shared: 0, caller: 0 };
  let version = 1;
  const cache = createReadCache({
    routes: [
      { path: /^\/api\/shared$/, scope: 'shared', maxAgeSeconds: 30 },
      { path: /^\/api\/mine$/, scope: 'caller' },
      { path: /^\/api\/page$/, scope: 'shared', keptHeaders: ['x-page-limit'] },
    ],
    ttlMs: 1_000,
    now,
  });
  const app = createServiceApp({
    name: 'test',
    logger: createLogger('test', 'silent'),
    identitySecret: SECRET,
    readiness: async () => {},
    routes: (router) => {
      router.use(cache.middleware);
      router.get('/api/shared', (_req, res) => {
        reads.shared += 1;
        res.json({ version });
      });
      router.get('/api/mine', (req, res) => {
        reads.caller += 1;
        res.json({ community: req.identity?.user?.communityId ?? null, version });
      });
      router.get('/api/page', (req, res) => {
        res.set({ 'x-page-limit': String(req.query.limit), 'x-not-kept': 'once' }).json({ version });
      });
      router.get('/api/missing', (_req, res) => {
        res.status(404).json({ message: 'no' });
      });
      router.post('/api/write', (_req, res) => {
        version += 1;
        res.status(204).end();
      });
    },
  });
  return { app, cache, reads };
}

const as = (method: string, path: string, identity: Identity = {}) =>
  signIdentity(identity, SECRET, { method, path });
const resident = (communityId: number): Identity => ({
  user: { id: communityId, sessionId: 's', communityId },
});

describe('createReadCache', () => {
  it('serves a shared read again without running the handler, with its ETag and Cache-Control', async () => {
    const { app, reads } = appWithCache();
    const first = await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    const second = await request(app)
      .get('/api/shared')
      .set(as('GET', '/api/shared', resident(1)));
    expect(second.body).toEqual(first.body);
    expect(reads.shared).toBe(1);
    expect(second.headers['cache-control']).toBe('public, max-age=30');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("serves a route's kept headers with the kept answer, and no other header of the route's", async () => {
    const { app } = appWithCache();
    const path = '/api/page?limit=5';
    const first = await request(app).get(path).set(as('GET', path));
    const second = await request(app).get(path).set(as('GET', path));
    expect(first.headers['x-not-kept']).toBe('once');
    expect(second.headers['x-page-limit']).toBe('5');
    expect(second.headers['x-not-kept']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = appWithCache();
    const first = await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    const again = await request(app)
      .get('/api/shared')
      .set({ ...as('GET', '/api/shared'), 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('keeps a caller-scoped read per identity: one community never sees another one’s answer', async () => {
    const { app, reads } = appWithCache();
    const one = await request(app)
      .get('/api/mine')
      .set(as('GET', '/api/mine', resident(1)));
    const two = await request(app)
      .get('/api/mine')
      .set(as('GET', '/api/mine', resident(2)));
    const oneAgain = await request(app)
      .get('/api/mine')
      .set(as('GET', '/api/mine', resident(1)));
    expect(one.body.community).toBe(1);
    expect(two.body.community).toBe(2);
    expect(oneAgain.body.community).toBe(1);
    expect(reads.caller).toBe(2);
    expect(two.headers['cache-control']).toBe('private, no-cache');
  });

  it('drops everything once a write has finished', async () => {
    const { app, reads } = appWithCache();
    await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    await request(app).post('/api/write').set(as('POST', '/api/write'));
    const after = await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    expect(after.body.version).toBe(2);
    expect(reads.shared).toBe(2);
  });

  it('reads again once an entry is past its time, and after invalidate()', async () => {
    let now = 0;
    const { app, cache, reads } = appWithCache(() => now);
    await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    now = 1_500;
    await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    expect(reads.shared).toBe(2);
    cache.invalidate();
    await request(app).get('/api/shared').set(as('GET', '/api/shared'));
    expect(reads.shared).toBe(3);
  });

  it('keeps no error answers and no uncached routes', async () => {
    const { app, cache } = appWithCache();
    expect((await request(app).get('/api/missing').set(as('GET', '/api/missing'))).status).toBe(404);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('cachedLookup', () => {
  it('reads a key once until the cache is invalidated or the entry is past its time', async () => {
    let now = 0;
    const cache = createReadCache({ routes: [], ttlMs: 1_000, now: () => now });
    const reads: number[] = [];
    const lookup = cachedLookup(
      cache,
      1_000,
      async (id: number) => {
        reads.push(id);
        return { id };
      },
      { now: () => now },
    );
    await Promise.all([lookup(1), lookup(1), lookup(2)]);
    expect(reads).toEqual([1, 2]);
    cache.invalidate();
    await lookup(1);
    now = 2_000;
    await lookup(2);
    expect(reads).toEqual([1, 2, 1, 2]);
  });

  it('keeps no failed read', async () => {
    const cache = createReadCache({ routes: [], ttlMs: 1_000 });
    let calls = 0;
    const lookup = cachedLookup(cache, 1_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    });
    await expect(lookup('a')).rejects.toThrow('down');
    await expect(lookup('a')).resolves.toBe('up');
  });
});
