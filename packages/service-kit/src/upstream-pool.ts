import { z } from 'zod';
import type { Logger } from './logger';

export interface UpstreamPoolOptions {
  /** The service the replicas belong to, for logs. */
  service: string;
  /** Base URLs of its replicas, e.g. http://10.0.0.5:4003. */
  urls: readonly string[];
  /**
   * How often each replica's `/readyz` is asked; a replica that does not answer 200 leaves the
   * rotation until it does. 0 asks nothing: a replica that refused a connection is then left out
   * for `restMs` and tried again after. One replica is never probed: there is nothing to choose.
   */
  probeIntervalMs?: number;
  probeTimeoutMs?: number;
  /** Without probes, how long a replica that refused a connection stays out of the rotation. */
  restMs?: number;
  logger?: Logger;
}

export interface UpstreamPool {
  readonly service: string;
  readonly urls: readonly string[];
  /**
   * The next replica in turn that is in the rotation and not among `tried`. When every untried
   * replica is out, the next untried one all the same: its own answer (a 503 saying why, a refused
   * connection) says more than none. Undefined once every replica has been tried.
   */
  pick(tried?: ReadonlySet<string>): string | undefined;
  /** The replica refused a connection or died mid-answer: out of the rotation until it is ready again. */
  markDown(url: string): void;
  /** Whether each replica is in the rotation now. */
  inRotation(): Readonly<Record<string, boolean>>;
  /** Stops the probes. */
  close(): void;
}

const DEFAULT_PROBE_INTERVAL_MS = 1_000;
const DEFAULT_PROBE_TIMEOUT_MS = 1_000;
const DEFAULT_REST_MS = 2_000;

/**
 * Round robin over a service's replicas, leaving out those that are not ready: what the gateway
 * and the services' clients use to reach a service that runs as several processes (issue 15). The
 * orchestrator's own balancing (a Kubernetes Service) makes this a list of one, which is never probed.
 */
export function createUpstreamPool(options: UpstreamPoolOptions): UpstreamPool {
  const urls = options.urls.map((url) => new URL(url).origin);
  if (urls.length === 0) throw new Error(`${options.service}: no upstream URL`);
  const probeIntervalMs = urls.length > 1 ? (options.probeIntervalMs ?? DEFAULT_PROBE_INTERVAL_MS) : 0;
  const probeTimeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const restMs = options.restMs ?? DEFAULT_REST_MS;
  /** Out of the rotation: until a probe finds it ready (probing), or until this time (not probing). */
  const outUntil = new Map<string, number>();
  let turn = 0;

  const isIn = (url: string) => {
    const until = outUntil.get(url);
    if (until === undefined) return true;
    if (probeIntervalMs === 0 && until <= Date.now()) {
      outUntil.delete(url);
      return true;
    }
    return false;
  };
  const setState = (url: string, ready: boolean, reason: string) => {
    const wasIn = !outUntil.has(url);
    if (ready) outUntil.delete(url);
    else outUntil.set(url, probeIntervalMs > 0 ? Number.POSITIVE_INFINITY : Date.now() + restMs);
    if (wasIn !== ready)
      options.logger?.warn(
        { upstream: options.service, replica: url, reason },
        ready ? 'replica back in rotation' : 'replica out of rotation',
      );
  };

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const probeAll = async () => {
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(probeTimeoutMs) });
          await response.body?.cancel();
          setState(url, response.ok, `readyz ${response.status}`);
        } catch (error) {
          setState(url, false, `readyz ${(error as Error).message}`);
        }
      }),
    );
    if (!closed) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void probeAll(), probeIntervalMs);
    timer.unref();
  };
  if (probeIntervalMs > 0) schedule();

  return {
    service: options.service,
    urls,
    pick(tried) {
      const untried = tried ? urls.filter((url) => !tried.has(url)) : urls;
      if (untried.length === 0) return undefined;
      const start = turn++ % urls.length;
      for (let offset = 0; offset < urls.length; offset++) {
        const url = urls[(start + offset) % urls.length]!;
        if (untried.includes(url) && isIn(url)) return url;
      }
      return untried[start % untried.length];
    },
    markDown: (url) => {
      if (urls.length > 1) setState(url, false, 'connection failed');
    },
    inRotation: () => Object.fromEntries(urls.map((url) => [url, isIn(url)])),
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Error codes of a call that never reached the replica: nothing was sent, so sending it to another
 * replica cannot do anything twice, whatever the method.
 */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Codes of a connection lost before the answer: the replica may have acted, or died acting. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** The code of a network failure, also when it is the cause of another error (fetch's "fetch failed"). */
export function networkErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NOT_CONNECTED.has(code) || CONNECTION_LOST.has(code))) return code;
    if ((current as Error).message === 'socket hang up') return 'ECONNRESET';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a call that failed with `error` may go to another replica: always when it never reached
 * the replica; when the connection was lost, only an idempotent read (GET, HEAD), since a write may
 * have been applied before the replica died.
 */
export function mayRetryElsewhere(method: string, error: unknown): boolean {
  const code = networkErrorCode(error);
  if (code === undefined) return false;
  return NOT_CONNECTED.has(code) || method === 'GET' || method === 'HEAD';
}

/** A service's base URL, or its replicas' URLs separated by commas, e.g. "http://a:4003,http://b:4003". */
export const serviceUrlsSchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const urls = value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      for (const url of urls)
        if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
          context.addIssue({ code: 'custom', message: `"${url}" is not an http(s) URL` });
      if (urls.length === 0) context.addIssue({ code: 'custom', message: 'needs at least one URL' });
      return urls as readonly string[];
    });
