import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { createMetrics, isProduction, loggablePath, type Metrics } from '@marketplace/service-kit';
import type { GatewayConfig } from '../config';
import { chooseApiRoute, isApiPath } from '../routing/route-table';

/** A file of a build (`/remotes/customer/remoteEntry.js`, `/main.3f2a.js`) rather than a page. */
const BUILD_FILE = /^\/remotes\/|\/[^/]*\.[^/]+$/;

/**
 * The gateway's route label for what Express's router did not name: the route catalog's template
 * for /api (the webhook and picture fast paths included, as the services label them), `static`
 * for build files, `frontend` for the shell's pages, undefined (unmatched) for the rest.
 */
export function gatewayRouteOf(req: IncomingMessage): string | undefined {
  const path = loggablePath((req as Partial<Request>).originalUrl ?? req.url) ?? '/';
  if (isApiPath(path)) {
    const choice = chooseApiRoute(req.method ?? 'GET', path);
    return choice.kind === 'proxy' ? choice.route.path : undefined;
  }
  if ((req.method !== 'GET' && req.method !== 'HEAD') || path.startsWith('/dev/')) return undefined;
  return BUILD_FILE.test(path) ? 'static' : 'frontend';
}

/**
 * The gateway's metrics. Its port is the public one: with METRICS_TOKEN set /metrics wants it,
 * and in production without one it is not served at all (docs/operations.md).
 */
export function gatewayMetrics(config: GatewayConfig): Metrics {
  return createMetrics('gateway', { token: config.METRICS_TOKEN, requireToken: isProduction(config) });
}
