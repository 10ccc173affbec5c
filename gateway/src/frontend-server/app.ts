import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';
import { errorHandler, notFound, type Logger } from '@marketplace/service-kit';
import { accessLog } from '../http/access-log';
import { requestId } from '../http/request-id';
import { frontends } from '../static/frontends';
import { baseSecurityHeaders } from '../static/security-headers';
import type { FrontendConfig } from './config';

/**
 * The frontend bundle on its own (infra/k8s): the shell, the remotes and the remotes manifest with
 * the very handler, cache policy and security headers the gateway serves them with, and the probes
 * an orchestrator asks. /api is the gateway's: the Ingress sends it there.
 */
export function createFrontendApp(
  config: Pick<FrontendConfig, 'STATIC_ROOT' | 'REMOTES_MANIFEST_JSON'>,
  logger: Logger,
): Express {
  const shellIndex = join(config.STATIC_ROOT, 'shell', 'dist', 'index.html');
  const app = express();
  app.disable('x-powered-by');
  app.use(requestId());
  app.use(accessLog(logger));
  app.use(baseSecurityHeaders());
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'frontend' });
  });
  // An image without the shell's build must not take traffic: the page would say "not built".
  app.get('/readyz', (_req, res) => {
    if (existsSync(shellIndex)) return void res.json({ status: 'ready' });
    res.status(503).json({ status: 'not_ready', message: `The frontends are not built: no ${shellIndex}` });
  });
  app.use(
    frontends({ staticRoot: config.STATIC_ROOT, manifestOverride: config.REMOTES_MANIFEST_JSON, logger }),
  );
  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler(logger));
  return app;
}
