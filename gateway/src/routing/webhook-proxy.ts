import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { Pool, type Dispatcher } from 'undici';
import { WEBHOOK_PATH, type ServiceName } from '@marketplace/contracts';
import {
  readBody,
  sendJson,
  signIdentity,
  toErrorResponse,
  type FastPath,
  type Logger,
  type SignedCall,
  type SignedIdentityHeaders,
} from '@marketplace/service-kit';
import { logProxiedRequest } from '../http/access-log';
import { bodySizeLimit, bufferedBody } from '../http/body-limit';
import { forwardedClient, forwardedHeaders, type TrustProxy } from '../http/forwarded-client';
import { requestId } from '../http/request-id';
import { stripClientIdentityHeaders } from '../identity/forward-identity';
import { baseSecurityHeaders } from '../static/security-headers';
import { sendError, timedOutMessage, unavailableMessage } from './upstream-proxy';

export interface WebhookProxyOptions {
  /** The webhook service's base URL. */
  target: string;
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

// Per connection, not per message (RFC 9110 section 7.6.1); Node sets its own for each hop.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node has already answered "100 Continue" to the client; the service must not wait for it again.
  'expect',
]);

// As the other proxies: shorter than the services' keep-alive, so a closing socket is never reused.
export const IDLE_UPSTREAM_SOCKET_MS = 30_000;

/** undici's codes for an upstream that did not connect, answer or finish answering in time. */
export const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * The lean proxies' answer when their upstream failed: 504 when it did not answer in time, else 502,
 * and a warning without a stack trace (the code says it all).
 */
export function answerUpstreamFailure(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  service: ServiceName,
  error: Error & { code?: string },
): void {
  const timedOut = TIMEOUT_CODES.has(error.code ?? '');
  logger.warn(
    { upstream: service, url: req.url, code: error.code, reason: error.message },
    timedOut ? 'upstream timed out' : 'upstream unavailable',
  );
  sendError(res, timedOut ? 504 : 502, timedOut ? timedOutMessage(service) : unavailableMessage(service));
}

export function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name in headers) if (!HOP_BY_HOP.has(name)) kept[name] = headers[name];
  return kept;
}

/**
 * Partners carry no cookies, so every webhook is anonymous: one signed anonymous identity serves
 * every request of the same second to the same call (services accept a signature for five
 * minutes, for the call it names), and webhooks are nearly always the same call.
 */
export function anonymousIdentity(secret: string): (call: SignedCall) => SignedIdentityHeaders {
  let last: { second: number; method: string; path: string; headers: SignedIdentityHeaders } | undefined;
  return (call) => {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (last?.second !== second || last.method !== call.method || last.path !== call.path)
      last = { second, method: call.method, path: call.path, headers: signIdentity({}, secret, call, now) };
    return last.headers;
  };
}

/**
 * What the Express stack does first to every request, reused as it is: these only read and set
 * headers and call next() straight away (request id, who called, security headers, client
 * identity and forwarding headers stripped).
 */
export function headerSteps(
  trustProxy: TrustProxy | undefined,
): (req: IncomingMessage, res: ServerResponse) => void {
  const steps: RequestHandler[] = [
    requestId(),
    forwardedClient(trustProxy),
    baseSecurityHeaders(),
    stripClientIdentityHeaders(),
  ];
  const next = () => undefined;
  return (req, res) => {
    for (const step of steps) void step(req as Request, res as Response, next);
  };
}

/**
 * POST /api/webhook, the busiest call, proxied in front of Express (see withFastPath) with node's
 * http server and undici's client alone: no session to resolve (the identity is the anonymous one,
 * signed once a second), no CSRF check (partners are exempt), no per-request proxy or logger objects. What the general /api
 * path guarantees still holds: the request id goes upstream and into the access line, client
 * identity and forwarding headers are stripped and the latter rebuilt (from the connection, or the
 * trusted proxies' word under TRUST_PROXY), the
 * body is capped and reaches the service byte for byte, and a service that is down or silent gives
 * a quick 502 or 504.
 */
export function webhookProxy(options: WebhookProxyOptions): FastPath {
  const { timeoutMs, logger } = options;
  const target = new URL(options.target).origin;
  // undici's client took a third less CPU per request than node's http.request on the 2-core
  // target (docs/performance.md). Its timeouts are the upstream timeout: no connection, no answer
  // or a stalled answer within it is a 504.
  const pool = new Pool(target, {
    keepAliveTimeout: IDLE_UPSTREAM_SOCKET_MS,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });
  const identity = anonymousIdentity(options.signingSecret);
  const prepare = headerSteps(options.trustProxy);
  const limitBody = bodySizeLimit();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const headers = Object.assign(
      endToEnd(req.headers),
      forwardedHeaders(req),
      identity({ method: req.method!, path: req.url! }),
    );
    headers['content-length'] = String(body.length);
    const chunks: Buffer[] = [];
    let upstream: Dispatcher.DispatchController | undefined;
    let callerGone = false;
    // A caller that hangs up takes its upstream request with it.
    res.once('close', () => {
      if (res.writableFinished) return;
      callerGone = true;
      upstream?.abort(new Error('the caller hung up'));
    });
    pool.dispatch(
      {
        origin: target,
        method: req.method!,
        path: req.url!,
        headers: headers as Record<string, string>,
        body,
      },
      {
        onRequestStart: (controller) => {
          upstream = controller;
          if (callerGone) controller.abort(new Error('the caller hung up'));
        },
        onResponseStart: (_controller, statusCode, answerHeaders) => {
          res.writeHead(statusCode, endToEnd(answerHeaders as IncomingHttpHeaders));
        },
        onResponseData: (_controller, chunk) => {
          chunks.push(chunk);
        },
        onResponseEnd: () => {
          res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        },
        onResponseError: (_controller, error: Error & { code?: string }) => {
          if (!callerGone) answerUpstreamFailure(logger, req, res, 'webhook', error);
        },
      },
    );
  };

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
