import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Dispatcher } from 'undici';
import type { ServiceName } from '@marketplace/contracts';
import {
  mayRetryElsewhere,
  signIdentity,
  type Logger,
  type SignedCall,
  type SignedIdentityHeaders,
  type UpstreamPool,
} from '@marketplace/service-kit';
import { requestLog } from '../http/access-log';
import { forwardedClient, forwardedHeaders, type TrustProxy } from '../http/forwarded-client';
import { requestId } from '../http/request-id';
import { stripClientIdentityHeaders } from '../identity/forward-identity';
import { baseSecurityHeaders } from '../static/security-headers';
import { replicaDispatchers } from './replica-dispatchers';
import { sendError, timedOutMessage, unavailableMessage } from './upstream-proxy';

/*
 * The gateway's lean proxies: calls answered in front of Express (see withFastPath) with node's http
 * server and undici's client alone, no per-request proxy or logger objects.
 */

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

/** undici's codes for an upstream that did not connect, answer or finish answering in time. */
export const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * Whether a lean proxy's call that failed before any answer may go to another replica: as
 * mayRetryElsewhere, except after a timeout, which has used the caller's whole wait already.
 */
export const mayRetryAfter = (method: string, error: Error & { code?: string }) =>
  !TIMEOUT_CODES.has(error.code ?? '') && mayRetryElsewhere(method, error);

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
  requestLog(logger, req).warn(
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

export interface LeanForwarderOptions {
  service: ServiceName;
  replicas: UpstreamPool;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Sends a request whose body is held whole (or that has none) to one of the service's replicas and
 * passes the answer back in one write: cheaper than piping, and still the same bytes. Client
 * identity and forwarding headers are rebuilt (forwardedHeaders) and the caller's signed identity
 * added. A call goes to the next replica when the first never took it (a refused connection,
 * whatever the method) or dropped an idempotent read (GET, HEAD) before answering: a retried POST
 * could place an order twice. A service that is down or silent gives a quick 502 or 504, and a
 * caller that hangs up takes its upstream request with it.
 */
export function leanForwarder(options: LeanForwarderOptions) {
  const { service, replicas, logger } = options;
  // undici's client took a third less CPU per request than node's http.request on the 2-core
  // target (docs/performance.md).
  const dispatcherOf = replicaDispatchers(replicas, options.timeoutMs);

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer | undefined,
    identity: SignedIdentityHeaders,
    tried = new Set<string>(),
  ): void => {
    const replica = replicas.pick(tried)!;
    tried.add(replica);
    const headers = Object.assign(endToEnd(req.headers), forwardedHeaders(req), identity);
    if (body) headers['content-length'] = String(body.length);
    const chunks: Buffer[] = [];
    let upstream: Dispatcher.DispatchController | undefined;
    let callerGone = false;
    let answered = false;
    res.once('close', () => {
      if (res.writableFinished) return;
      callerGone = true;
      upstream?.abort(new Error('the caller hung up'));
    });
    dispatcherOf(replica).dispatch(
      {
        origin: replica,
        method: req.method!,
        path: req.url!,
        headers: headers as Record<string, string>,
        body: body ?? null,
      },
      {
        onRequestStart: (controller) => {
          upstream = controller;
          if (callerGone) controller.abort(new Error('the caller hung up'));
        },
        onResponseStart: (_controller, statusCode, answerHeaders) => {
          answered = true;
          res.writeHead(statusCode, endToEnd(answerHeaders as IncomingHttpHeaders));
        },
        onResponseData: (_controller, chunk) => {
          chunks.push(chunk);
        },
        onResponseEnd: () => {
          res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        },
        onResponseError: (_controller, error: Error & { code?: string }) => {
          if (callerGone) return;
          if (!answered && mayRetryAfter(req.method!, error)) {
            replicas.markDown(replica);
            if (tried.size < replicas.urls.length) return forward(req, res, body, identity, tried);
          }
          answerUpstreamFailure(logger, req, res, service, error);
        },
      },
    );
  };
  return (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer | undefined,
    identity: SignedIdentityHeaders,
  ) => forward(req, res, body, identity);
}
