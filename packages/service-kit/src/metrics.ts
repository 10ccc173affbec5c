import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { openEventStreamCount } from './event-stream';
import { safeEqual } from './standard-webhooks';

/** The route label of a request that matched no route: raw paths would make one series per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The status label of a request whose caller hung up before any answer was sent (nginx's 499). */
const CLIENT_CLOSED = '499';

/** What a process's /metrics is serving: when a token is set, only with it. */
export interface MetricsAccess {
  /** METRICS_TOKEN: the scraper sends `Authorization: Bearer <token>`. */
  token?: string;
  /** No token, not served at all (404): the gateway in production, whose port is the public one. */
  requireToken?: boolean;
}

/** The route template of a request Express's router did not name, or undefined for "unmatched". */
export type RouteOf = (req: IncomingMessage) => string | undefined;

export interface Metrics {
  /** This process's registry; a service registers its own metrics on it. */
  readonly registry: Registry;
  /** GET /metrics: the registry in Prometheus text format, under the access rule. */
  readonly handler: RequestHandler;
  /**
   * Counts and times every request the app is handed, answered by Express or by a fast path in
   * front of it (wrap after withFastPath). The route label is, in order: the template Express
   * matched, routeOf's answer, UNMATCHED_ROUTE.
   */
  observe<T extends Express>(app: T, routeOf?: RouteOf): T;
}

type Handle = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * Process-wide figures (CPU, memory, event loop lag, GC) are the process's, not an app's: collected
 * once, and registered in each app's registry under that app's service label. Tests build many apps
 * in one process; each would otherwise start its own event-loop monitor and GC observer.
 */
let processMetrics: Registry | undefined;

function processMetricsRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The template Express's router matched (`/api/orders/:orderId`). Only for routes of the app or of
 * routers mounted without a path: a mount path is given as it arrived (`/api/vendors/3`), not as
 * its template, so those requests are left to routeOf.
 */
function expressRoute(req: IncomingMessage): string | undefined {
  const { route, baseUrl } = req as Partial<Request>;
  const path: unknown = route?.path;
  return typeof path === 'string' && !baseUrl ? path : undefined;
}

function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * One registry per app (not prom-client's global one), labelled `service`, with the HTTP metrics
 * every process has and the event streams it holds open.
 */
export function createMetrics(service: string, access: MetricsAccess = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  for (const metric of processMetricsRegistry().getMetricsAsArray())
    registry.registerMetric(metric as unknown as Metric);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'sse_streams_open',
    help: 'Server-sent event streams this process holds open (its own, or passed through from a service)',
    registers: [registry],
    collect() {
      this.set(openEventStreamCount());
    },
  });

  // One pair of children per label set: prom-client would otherwise hash the labels on every request.
  const series = new Map<
    string,
    { count: Counter.Internal; duration: Histogram.Internal<(typeof labelNames)[number]> }
  >();
  const record = (method: string, route: string, status: string, seconds: number) => {
    const key = `${method} ${route} ${status}`;
    let children = series.get(key);
    if (!children) {
      children = {
        count: requests.labels(method, route, status),
        duration: durations.labels(method, route, status),
      };
      series.set(key, children);
    }
    children.count.inc();
    children.duration.observe(seconds);
  };

  const handler: RequestHandler = async (req, res) => {
    const { token, requireToken } = access;
    if (!token && requireToken) return void res.status(404).json({ message: 'Not found' });
    if (token) {
      const given = bearerToken(req);
      if (given === undefined || !safeEqual(given, token)) {
        res.setHeader('www-authenticate', 'Bearer');
        return void res.status(401).json({ message: 'Metrics need the scraper’s bearer token' });
      }
    }
    res.setHeader('content-type', registry.contentType);
    res.setHeader('cache-control', 'no-store');
    res.end(await registry.metrics());
  };

  return {
    registry,
    handler,
    observe(app, routeOf) {
      const express = app as unknown as { handle: Handle };
      const handle = express.handle.bind(app);
      express.handle = (req, res, next) => {
        const startedAt = performance.now();
        res.once('close', () => {
          const status = res.headersSent ? String(res.statusCode) : CLIENT_CLOSED;
          const route = expressRoute(req) ?? routeOf?.(req) ?? UNMATCHED_ROUTE;
          record(req.method ?? 'GET', route, status, (performance.now() - startedAt) / 1000);
        });
        handle(req, res, next);
      };
      return app;
    },
  };
}
