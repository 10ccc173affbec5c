import { isIPv4, isIPv6 } from 'node:net';

/** A token bucket's shape: `burst` calls at once, then `perMinute` spread over each minute. */
export interface RateLimit {
  burst: number;
  perMinute: number;
}

export interface RateLimiterOptions extends RateLimit {
  /**
   * The most keys remembered; past it the least recently used goes first. An evicted key starts
   * again with a full bucket, so the cap trades a little precision under a flood of distinct keys
   * for memory that no caller can grow without bound.
   */
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Takes one token of the key's bucket, or says how long until one is there. */
  take(key: string): RateDecision;
  /** Keys remembered now (at most maxKeys). */
  size(): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MINUTE_MS = 60_000;
const DEFAULT_MAX_KEYS = 10_000;

/**
 * An in-process token bucket per key, for calls that cost us something before anyone is known to
 * be who they say (refused webhooks) or that reach a partner (refreshes). Each instance of a
 * service limits on its own: the limits bound one process's work, which is what they protect.
 * Accounts and secrets are guarded by the database-backed throttles of the auth service instead,
 * which must hold across instances and restarts.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const perMs = options.perMinute / MINUTE_MS;
  // Map keeps insertion order: re-inserting on each use makes the first key the least recently used.
  const buckets = new Map<string, Bucket>();

  return {
    take(key) {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: options.burst, updatedAt: at };
      buckets.delete(key);
      bucket.tokens = Math.min(options.burst, bucket.tokens + Math.max(0, at - bucket.updatedAt) * perMs);
      bucket.updatedAt = at;
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterMs: perMs > 0 ? Math.ceil((1 - bucket.tokens) / perMs) : MINUTE_MS };
    },
    size: () => buckets.size,
  };
}

/** What a Retry-After header says for a wait: whole seconds, at least one. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const IPV6_GROUPS = 8;
/** An IPv6 subscriber usually holds a whole /64; counting single addresses would let it rotate freely. */
const IPV6_COUNTED_GROUPS = 4;

/** The network an address is counted as: the IPv4 address itself, or the /64 of an IPv6 address. */
export function throttledNetworkOf(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 ending ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") stands for two groups.
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = IPV6_GROUPS - width(headGroups) - width(tailGroups);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, IPV6_COUNTED_GROUPS).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
