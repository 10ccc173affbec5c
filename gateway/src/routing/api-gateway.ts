import express, { type RequestHandler } from 'express';
import { SERVICES, type ServiceName } from '@marketplace/contracts';
import { HttpError, badRequest, notFound, type Logger } from '@marketplace/service-kit';
import { bodySizeLimit } from '../http/body-limit';
import { csrfGuard } from '../http/csrf-guard';
import { noteUpstream } from '../http/access-log';
import { forwardIdentity } from '../identity/forward-identity';
import type { SessionResolver } from '../identity/session-resolver';
import { chooseApiRoute, isApiPath } from './route-table';
import type { ServiceReplicas } from './service-replicas';
import { createUpstreamProxy } from './upstream-proxy';

export interface ApiGatewayOptions {
  replicas: ServiceReplicas;
  timeoutMs: number;
  sessions: SessionResolver;
  signingSecret: string;
  trustedOrigins: ReadonlySet<string>;
  logger: Logger;
}

/**
 * Everything under /api: the catalog picks the owning service (404 for an unknown path, 405 for a
 * known path with another method), then cross-site writes are refused, the body is capped, the
 * session becomes a signed identity and the request streams to the service. Paths outside /api
 * (including the services' /internal endpoints) never reach a proxy.
 */
export function apiGateway(options: ApiGatewayOptions): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      createUpstreamProxy({
        service,
        replicas: options.replicas[service],
        timeoutMs: options.timeoutMs,
        logger: options.logger,
      }),
    ]),
  ) as Record<ServiceName, RequestHandler>;

  const router = express.Router();
  router.use((req, res, next) => {
    const choice = chooseApiRoute(req.method, req.path);
    switch (choice.kind) {
      case 'proxy':
        noteUpstream(res, choice.route.service);
        return next();
      case 'options':
        res.setHeader('allow', choice.allowed.join(', '));
        return void res.status(204).end();
      case 'method-not-allowed':
        res.setHeader('allow', choice.allowed.join(', '));
        return next(new HttpError(405, 'Method not allowed'));
      case 'bad-path':
        return next(badRequest('Invalid path'));
      case 'not-found':
        return next(notFound());
    }
  });
  router.use(csrfGuard(options.trustedOrigins));
  router.use(bodySizeLimit());
  router.use(
    forwardIdentity({ sessions: options.sessions, secret: options.signingSecret, logger: options.logger }),
  );
  router.use((req, res, next) => {
    // Node has already answered "100 Continue" to the client; an upstream must not wait for it again.
    delete req.headers.expect;
    return proxies[res.locals.upstream as ServiceName](req, res, next);
  });

  // Mounted without a path on purpose: the proxies forward req.url, which a mount path would shorten.
  return (req, res, next) => (isApiPath(req.path) ? router(req, res, next) : next());
}
