import express, { type Express } from 'express';
import { errorHandler, notFound, withFastPath, type Logger } from '@marketplace/service-kit';
import type { GatewayConfig } from './config';
import { devMailboxRoutes } from './dev/dev-mailbox.routes';
import { accessLog } from './http/access-log';
import { forwardedClient } from './http/forwarded-client';
import { gatewayMetrics, gatewayRouteOf } from './http/metrics';
import { requestId } from './http/request-id';
import { healthRoutes } from './health/health.routes';
import { apiDocsRoutes } from './openapi/api-docs.routes';
import { stripClientIdentityHeaders } from './identity/forward-identity';
import type { SessionResolver } from './identity/session-resolver';
import { apiFastPath } from './routing/api-fast-path';
import { apiGateway } from './routing/api-gateway';
import { imageProxy } from './routing/image-proxy';
import { serviceReplicas } from './routing/service-replicas';
import { webhookProxy } from './routing/webhook-proxy';
import { frontends } from './static/frontends';
import { baseSecurityHeaders } from './static/security-headers';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  sessions: SessionResolver;
}

/** The gateway's Express app, without listening (main.ts listens; tests use supertest). */
export function createApp({ config, logger, sessions }: GatewayDeps): Express {
  const replicas = serviceReplicas(config, logger);
  const metrics = gatewayMetrics(config);
  const app = express();
  app.disable('x-powered-by');

  app.use(requestId());
  app.use(forwardedClient(config.TRUST_PROXY));
  app.use(accessLog(logger));
  app.use(baseSecurityHeaders());
  app.use(stripClientIdentityHeaders());
  app.get('/metrics', metrics.handler);
  app.use(healthRoutes({ replicas }));
  if (config.DEV_MAILBOX_DIR) app.use(devMailboxRoutes(config.DEV_MAILBOX_DIR));
  // Development's paths are no page of the shell's: without the mailbox (always in production) a
  // browser gets a plain 404 rather than the shell, which would look as if something were there.
  app.use('/dev', (_req, _res, next) => next(notFound()));
  app.use(apiDocsRoutes());
  app.use(
    apiGateway({
      replicas,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      sessions,
      signingSecret: config.GATEWAY_SIGNING_SECRET,
      trustedOrigins: config.TRUSTED_ORIGINS,
      logger,
    }),
  );
  app.use(
    frontends({ staticRoot: config.STATIC_ROOT, manifestOverride: config.REMOTES_MANIFEST_JSON, logger }),
  );

  app.use((_req, _res, next) => next(notFound()));
  app.use(errorHandler(logger));
  // Partners' webhooks, stored pictures and every other /api call but the event streams take lean
  // paths of their own, in front of Express.
  const webhooks = webhookProxy({
    replicas: replicas.webhook,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    signingSecret: config.GATEWAY_SIGNING_SECRET,
    trustProxy: config.TRUST_PROXY,
    logger,
  });
  const pictures = imageProxy({
    replicas: replicas.catalog,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    signingSecret: config.GATEWAY_SIGNING_SECRET,
    trustProxy: config.TRUST_PROXY,
    logger,
  });
  const api = apiFastPath({
    replicas,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    sessions,
    signingSecret: config.GATEWAY_SIGNING_SECRET,
    trustedOrigins: config.TRUSTED_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    logger,
  });
  return metrics.observe(
    withFastPath(app, (req, res, next) =>
      pictures(req, res, () => webhooks(req, res, () => api(req, res, next))),
    ),
    gatewayRouteOf,
  );
}
