import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import {
  readBody,
  sendJson,
  toErrorResponse,
  type FastPath,
  type Logger,
  type UpstreamPool,
} from '@marketplace/service-kit';
import { logProxiedRequest } from '../http/access-log';
import { bodySizeLimit, bufferedBody } from '../http/body-limit';
import type { TrustProxy } from '../http/forwarded-client';
import { anonymousIdentity, headerSteps, leanForwarder } from './lean-proxy';

export interface WebhookProxyOptions {
  /** The webhook service's replicas. */
  replicas: UpstreamPool;
  timeoutMs: number;
  signingSecret: string;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy | undefined;
  logger: Logger;
}

/**
 * Every request the route catalog would read as POST /api/webhook (trailing slashes do not count
 * there), so that no webhook is left to the general /api path.
 */
const WEBHOOK_URL = new RegExp(`^${WEBHOOK_PATH}/*(?:[?#]|$)`);

/**
 * POST /api/webhook, the busiest call, proxied in front of Express (see withFastPath) with node's
 * http server and undici's client alone: no session to resolve (the identity is the anonymous one,
 * signed once a second), no CSRF check (partners are exempt), no per-request proxy or logger objects. What the general /api
 * path guarantees still holds: the request id goes upstream and into the access line, client
 * identity and forwarding headers are stripped and the latter rebuilt (from the connection, or the
 * trusted proxies' word under TRUST_PROXY), the
 * body is capped and reaches the service byte for byte, and a service that is down or silent gives
 * a quick 502 or 504. The body is held whole, so a webhook that a replica refused to connect goes
 * to the next one; one that a replica dropped does not (the partner sends it again, and the
 * service ignores the id if it was taken after all).
 */
export function webhookProxy(options: WebhookProxyOptions): FastPath {
  const { timeoutMs, logger, replicas } = options;
  const send = leanForwarder({ service: 'webhook', replicas, timeoutMs, logger });
  const identity = anonymousIdentity(options.signingSecret);
  const prepare = headerSteps(options.trustProxy);
  const limitBody = bodySizeLimit();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) =>
    send(req, res, body, identity({ method: req.method!, path: req.url! }));

  return (req, res, next) => {
    if (req.method !== 'POST' || !WEBHOOK_URL.test(req.url ?? '')) return next();
    const startedAt = Date.now();
    prepare(req, res);
    res.once('close', () => logProxiedRequest(logger, req, res, 'webhook', startedAt));
    void limitBody(req as Request, res as Response, (error?: unknown) => {
      if (error === undefined) {
        const buffered = bufferedBody(req);
        if (buffered) return forward(req, res, buffered);
        // Webhook bodies are capped and the service answers with a short JSON document, so each
        // is passed on in one write: cheaper than piping, and still the same bytes. A sender that
        // went away mid-body has nobody to answer.
        return void readBody(req).then(
          (body) => forward(req, res, body),
          () => res.destroy(),
        );
      }
      const answer = toErrorResponse(error);
      if (answer.status >= 500) logger.error({ err: error }, 'request failed');
      sendJson(res, answer.status, answer.body);
    });
  };
}
