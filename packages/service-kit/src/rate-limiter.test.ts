import { createRateLimiter, retryAfterSeconds, throttledNetworkOf } from './rate-limiter';

describe('createRateLimiter', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('allows a burst, then one call per refill interval, and says how long to wait', () => {
    const limiter = createRateLimiter({ burst: 3, perMinute: 6, now });
    for (let call = 0; call < 3; call += 1) expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 10_000 });
    clock += 4_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 6_000 });
    clock += 6_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps one bucket per key', () => {
    const limiter = createRateLimiter({ burst: 1, perMinute: 1, now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('refills no further than the burst', () => {
    const limiter = createRateLimiter({ burst: 2, perMinute: 60, now });
    limiter.take('a');
    clock += 60 * 60_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', () => {
    const limiter = createRateLimiter({ burst: 1, perMinute: 1, maxKeys: 2, now });
    limiter.take('a');
    limiter.take('b');
    limiter.take('a');
    limiter.take('c');
    expect(limiter.size()).toBe(2);
    // 'a' was used after 'b', so 'b' went and starts again full; 'a' is still empty.
    expect(limiter.take('a').allowed).toBe(false);
    for (let key = 0; key < 1_000; key += 1) limiter.take(`k${key}`);
    expect(limiter.size()).toBe(2);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least one', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(60_000)).toBe(60);
  });
});

describe('throttledNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::1:2:3:4:5:1.2.3.4', '0:1:2:3::/64'],
    ['2001:DB8:1:2::A', '2001:db8:1:2::/64'],
  ])('counts %s as %s', (address, network) => {
    expect(throttledNetworkOf(address)).toBe(network);
  });

  it('keeps a value that is no address as it is', () => {
    expect(throttledNetworkOf('unknown')).toBe('unknown');
  });
});
