import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { SERVICES, apiOperation, type ServiceName } from '@marketplace/contracts';
import { sendJson, toErrorResponse, type FastPath, type Logger } from '@marketplace/service-kit';
import { logProxiedRequest, requestLog } from '../http/access-log';
import { bodySizeLimit, bufferedBody } from '../http/body-limit';
import { csrfGuard } from '../http/csrf-guard';
import type { TrustProxy } from '../http/forwarded-client';
import { identitySigner } from '../identity/forward-identity';
import type { SessionResolver } from '../identity/session-resolver';
import { headerSteps, leanForwarder } from './lean-proxy';
import { chooseApiRoute, isApiPath, requestPath } from './route-table';
import type { ServiceReplicas } from './service-replicas';

export interface ApiFastPathOptions {
  replicas: ServiceReplicas;
  timeoutMs: number;
  sessions: SessionResolver;
  signingSecret: string;
  trustedOrigins: ReadonlySet<string>;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy | undefined;
  logger: Logger;
}

type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** An Express step that reads only Node's own request and response, called in front of Express. */
const asStep =
  (step: (req: Request, res: Response, next: (error?: unknown) => void) => unknown): Step =>
  (req, res, next) =>
    void step(req as Request, res as Response, next);

/**
 * Every /api call the route catalog names, in front of Express (see withFastPath), as the webhook
 * path already was: on the 2-core target the Express path's own cost per proxied call (its router,
 * pino-http's child logger, http-proxy over node's agent) was most of the gateway's CPU and held a
 * cached read through the gateway to a third of its direct rate (docs/performance.md, issue 26).
 * The steps are the general path's, in its order: the request id, who called, security headers and
 * client identity headers stripped; cross-site writes refused; the body capped and held; the
 * session signed as an identity; then one lean hop (leanForwarder) and one access line.
 *
 * Left to the Express path: what the catalog does not route (404, 405, OPTIONS, a dot segment all
 * answer there), and every answer that is not one JSON document: the event streams, which stay open
 * for minutes, and the CSV exports, which the services write in batches of rows; there they are
 * piped as they come instead of being held whole here.
 */
export function apiFastPath(options: ApiFastPathOptions): FastPath {
  const { logger } = options;
  const forwarders = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      leanForwarder({ service, replicas: options.replicas[service], timeoutMs: options.timeoutMs, logger }),
    ]),
  ) as Record<ServiceName, ReturnType<typeof leanForwarder>>;
  const prepare = headerSteps(options.trustProxy);
  const refuseCrossSite = asStep(csrfGuard(options.trustedOrigins));
  const limitBody = asStep(bodySizeLimit());
  const sign = identitySigner({ sessions: options.sessions, secret: options.signingSecret, logger });

  const refuse = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const answer = toErrorResponse(error);
    if (answer.status >= 500) requestLog(logger, req).error({ err: error }, 'request failed');
    sendJson(res, answer.status, answer.body);
  };

  return (req, res, next) => {
    const path = requestPath(req.url);
    if (!isApiPath(path)) return next();
    const choice = chooseApiRoute(req.method ?? 'GET', path);
    if (choice.kind !== 'proxy') return next();
    if (apiOperation(choice.route)?.response.mediaType !== undefined) return next();
    const { service } = choice.route;
    const startedAt = Date.now();
    prepare(req, res);
    let callerGone = false;
    res.once('close', () => {
      callerGone = !res.writableFinished;
      logProxiedRequest(logger, req, res, service, startedAt);
    });
    refuseCrossSite(req, res, (crossSite) => {
      if (crossSite !== undefined) return refuse(req, res, crossSite);
      limitBody(req, res, (tooLarge) => {
        if (tooLarge !== undefined) return refuse(req, res, tooLarge);
        // Node has already answered "100 Continue" to the client; the service must not wait for it.
        delete req.headers.expect;
        sign(req, res).then(
          // A caller who left while its body was read or its session resolved places nothing.
          (identity) => callerGone || forwarders[service](req, res, bufferedBody(req), identity),
          (error: unknown) => refuse(req, res, error),
        );
      });
    });
  };
}
