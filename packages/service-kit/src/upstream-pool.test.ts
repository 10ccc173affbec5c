import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpstreamPool, mayRetryElsewhere, networkErrorCode, serviceUrlsSchema } from './upstream-pool';

const A = 'http://10.0.0.1:4003';
const B = 'http://10.0.0.2:4003';

describe('createUpstreamPool', () => {
  it('takes the replicas in turn', () => {
    const pool = createUpstreamPool({ service: 'order', urls: [A, B], probeIntervalMs: 0 });
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual([A, B, A, B]);
  });

  it('skips the replicas a call has tried, and has none left once all are tried', () => {
    const pool = createUpstreamPool({ service: 'order', urls: [A, B], probeIntervalMs: 0 });
    expect(pool.pick(new Set([A]))).toBe(B);
    expect(pool.pick(new Set([B]))).toBe(A);
    expect(pool.pick(new Set([A, B]))).toBeUndefined();
  });

  it('leaves a replica that failed out of the rotation for its rest, then takes it back', () => {
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const pool = createUpstreamPool({ service: 'order', urls: [A, B], probeIntervalMs: 0, restMs: 2_000 });
      pool.markDown(A);
      expect([pool.pick(), pool.pick(), pool.pick()]).toEqual([B, B, B]);
      expect(pool.inRotation()).toEqual({ [A]: false, [B]: true });
      now += 2_000;
      expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([A, B]));
    } finally {
      Date.now = realNow;
    }
  });

  it('still names a replica when every one is out: its own answer says more than none', () => {
    const pool = createUpstreamPool({ service: 'order', urls: [A, B], probeIntervalMs: 0 });
    pool.markDown(A);
    pool.markDown(B);
    expect([A, B]).toContain(pool.pick());
  });

  it('never takes the only replica out', () => {
    const pool = createUpstreamPool({ service: 'order', urls: [A], probeIntervalMs: 0 });
    pool.markDown(A);
    expect(pool.inRotation()).toEqual({ [A]: true });
  });

  describe('with readiness probes', () => {
    const servers: Server[] = [];
    const ready = new Map<string, boolean>();
    async function replica(): Promise<string> {
      const server = createServer((req, res) => {
        res.statusCode = ready.get(url) && req.url === '/readyz' ? 200 : 503;
        res.end();
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      ready.set(url, true);
      return url;
    }
    afterAll(() => servers.forEach((server) => server.close()));

    const until = async (check: () => boolean) => {
      for (let waited = 0; !check(); waited += 20) {
        if (waited > 2_000) throw new Error('not within 2 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('takes a replica out while its /readyz fails and back once it passes', async () => {
      const [first, second] = [await replica(), await replica()];
      const pool = createUpstreamPool({ service: 'order', urls: [first, second], probeIntervalMs: 30 });
      try {
        ready.set(first, false);
        await until(() => !pool.inRotation()[first]);
        expect([pool.pick(), pool.pick()]).toEqual([second, second]);
        ready.set(first, true);
        await until(() => pool.inRotation()[first] === true);
      } finally {
        pool.close();
      }
    });

    it('takes out a replica that does not answer at all', async () => {
      const live = await replica();
      const pool = createUpstreamPool({
        service: 'order',
        urls: [live, 'http://127.0.0.1:1'],
        probeIntervalMs: 30,
      });
      try {
        await until(() => pool.inRotation()['http://127.0.0.1:1'] === false);
        expect(pool.pick()).toBe(live);
      } finally {
        pool.close();
      }
    });
  });
});

describe('mayRetryElsewhere', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

  it('sends any call that never reached the replica to another', () => {
    expect(mayRetryElsewhere('POST', refused)).toBe(true);
    expect(mayRetryElsewhere('GET', new TypeError('fetch failed', { cause: refused }))).toBe(true);
  });

  it('sends a read the replica dropped to another, never a write', () => {
    expect(mayRetryElsewhere('GET', reset)).toBe(true);
    expect(mayRetryElsewhere('GET', new Error('socket hang up'))).toBe(true);
    expect(mayRetryElsewhere('POST', reset)).toBe(false);
    expect(mayRetryElsewhere('PATCH', new Error('socket hang up'))).toBe(false);
  });

  it('does not retry what is not a network failure', () => {
    expect(mayRetryElsewhere('GET', new Error('Bad JSON'))).toBe(false);
    expect(networkErrorCode(undefined)).toBeUndefined();
  });
});

describe('serviceUrlsSchema', () => {
  it('reads one URL or a comma list of them', () => {
    expect(serviceUrlsSchema(A).parse(undefined)).toEqual([A]);
    expect(serviceUrlsSchema(A).parse(` ${A}, ${B} `)).toEqual([A, B]);
  });

  it('refuses what is not an http URL', () => {
    expect(serviceUrlsSchema(A).safeParse('ftp://x').success).toBe(false);
    expect(serviceUrlsSchema(A).safeParse(',').success).toBe(false);
  });
});
