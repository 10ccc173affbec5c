import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';
import { startPeriodicTask, type PeriodicTask } from './periodic-task';

/** A GET whose JSON answers may be kept and served again. */
export interface CachedRoute {
  /** Tested against the request's path, without the query string (which is part of the key). */
  path: RegExp;
  /**
   * `shared`: the answer is the same whoever asks (one entry a URL, `Cache-Control: public`).
   * `caller`: it may depend on the signed identity (a resident's community, their own votes): one
   * entry a URL and identity, and `private, no-cache` so browsers revalidate (ETag, 304) each time.
   */
  scope: 'shared' | 'caller';
  /** Browsers may reuse a shared answer this long without asking; ignored for `caller`. */
  maxAgeSeconds?: number;
  /** Headers of the route's own (lower case) that are part of the answer, kept and served with it. */
  keptHeaders?: readonly string[];
}

export interface ReadCacheOptions {
  routes: CachedRoute[];
  /** How long an entry serves before it is read again; writes through this app drop it sooner. */
  ttlMs: number;
  /** At most this many entries and bytes of bodies; the oldest go first. */
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /**
   * Called with the response of each write through this app once it has finished (after the local
   * invalidation): where the service runs as several replicas, to tell the others (decision 143);
   * its status and `locals` say what the write did.
   */
  onWrite?: (res: Response) => void;
}

export interface ReadCache {
  /** Mount after the identity check (a `caller` key needs req.identity) and before the routes. */
  middleware: RequestHandler;
  /** Drops every entry, and every answer being read while it runs: call it after a write commits. */
  invalidate: () => void;
  /** Goes up by one at each invalidation: what cachedLookup checks its entries against. */
  generation: () => number;
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
}

interface Entry {
  body: Buffer;
  etag: string;
  /** The route's keptHeaders as it answered them. */
  headers: Record<string, string>;
  generation: number;
  expiresAt: number;
}

/**
 * An in-process cache of whole JSON answers for reads whose data changes rarely, with ETag and 304
 * on every answer it serves. Any request that is not a GET or HEAD invalidates everything once it
 * has finished (the service's own writes), and so does `invalidate()` for writes made outside HTTP
 * (a scheduler). An answer read while a write finished is not kept: each read records the
 * generation it started in, and an entry of an older generation is never served.
 */
export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  /** Reads under way, by key: a second request for the same key waits for the first one's answer. */
  const reading = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const invalidate = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  const store = (key: string, entry: Entry) => {
    if (entry.body.length > maxBytes) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldestKey, oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldestKey, oldest);
    }
  };

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.once('finish', () => {
        invalidate();
        options.onWrite?.(res);
      });
      return next();
    }
    const route = options.routes.find((candidate) => candidate.path.test(req.path));
    if (!route) return next();
    const key =
      route.scope === 'shared'
        ? req.originalUrl
        : `${req.originalUrl}\n${JSON.stringify(req.identity ?? {})}`;
    const cacheControl =
      route.scope === 'shared' ? `public, max-age=${route.maxAgeSeconds ?? 0}` : 'private, no-cache';
    const cached = entries.get(key);
    const current = cached !== undefined && cached.generation === generation;
    if (current && cached.expiresAt > now()) {
      hits += 1;
      return serve(req, res, cached, cacheControl);
    }
    const underWay = reading.get(key);
    if (underWay) {
      // Past its time but no write since: others keep getting it while one request reads anew.
      if (current) {
        hits += 1;
        return serve(req, res, cached, cacheControl);
      }
      underWay.then(
        (entry) => (entry && entry.generation === generation ? serve(req, res, entry, cacheControl) : next()),
        next,
      );
      return;
    }
    misses += 1;
    const startedIn = generation;
    let settle!: (entry: Entry | undefined) => void;
    const mine = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    reading.set(key, mine);
    const done = (entry: Entry | undefined) => {
      if (reading.get(key) !== mine) return;
      reading.delete(key);
      settle(entry);
    };
    res.once('close', () => done(undefined));
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const text = res.statusCode === 200 ? JSON.stringify(body) : undefined;
      if (text === undefined) {
        done(undefined);
        return json(body);
      }
      const entry: Entry = {
        body: Buffer.from(text),
        etag: etagOf(text),
        headers: keptHeadersOf(res, route.keptHeaders),
        generation: startedIn,
        expiresAt: now() + options.ttlMs,
      };
      if (startedIn === generation) store(key, entry);
      done(entry);
      serve(req, res, entry, cacheControl);
      return res;
    };
    next();
  };

  return {
    middleware,
    invalidate,
    generation: () => generation,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

function etagOf(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;
}

function keptHeadersOf(res: Response, names: readonly string[] = []): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = res.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function serve(req: Request, res: Response, entry: Entry, cacheControl: string): void {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', entry.etag);
  if (matches(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', entry.body.length);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/** If-None-Match's weak comparison (RFC 9110 13.1.2): any listed tag, W/ or not, or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * One async read memoized by key for ttlMs and dropped with the read cache's invalidation, for a
 * lookup that many reads repeat (the vendor that every menu, review page and review stats call
 * checks first). Concurrent calls for one key share one read; a failed read is not kept. The
 * value is shared between callers, who must not change it.
 */
export function cachedLookup<K, V>(
  cache: Pick<ReadCache, 'generation'>,
  ttlMs: number,
  read: (key: K) => Promise<V>,
  options: { maxEntries?: number; now?: () => number } = {},
): (key: K) => Promise<V> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<K, { value: Promise<V>; generation: number; expiresAt: number }>();
  return (key) => {
    const entry = entries.get(key);
    if (entry && entry.generation === cache.generation() && entry.expiresAt > now()) return entry.value;
    entries.delete(key);
    const value = read(key);
    const mine = { value, generation: cache.generation(), expiresAt: now() + ttlMs };
    entries.set(key, mine);
    value.catch(() => {
      if (entries.get(key) === mine) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    return value;
  };
}

export interface SharedGenerationOptions {
  /** The generation every replica moves when it writes (a row of the service's database). */
  read: () => Promise<bigint>;
  /** Runs when the generation moved since the last read: drop what this process keeps. */
  onChange: () => void;
  intervalMs: number;
  logger: Logger;
}

/**
 * Follows a generation that the replicas of one service share (decision 143): each replica's writes
 * move it, and each replica drops its read cache when it sees it move, within one interval. While
 * the database is away the follower says so once, and drops the cache on its return (a write may
 * have happened meanwhile).
 */
export function followSharedGeneration(options: SharedGenerationOptions): PeriodicTask {
  let seen: bigint | undefined;
  let failing = false;
  return startPeriodicTask({
    name: 'shared-read-generation',
    intervalMs: options.intervalMs,
    logger: options.logger,
    run: async () => {
      let current: bigint;
      try {
        current = await options.read();
      } catch (error) {
        if (!failing)
          options.logger.warn({ err: error }, 'shared read generation unreadable; caches may lag');
        failing = true;
        return;
      }
      if ((seen !== undefined && current !== seen) || failing) options.onChange();
      failing = false;
      seen = current;
    },
  });
}
