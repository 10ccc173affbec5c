import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServiceName } from '@marketplace/contracts';
import { holdEventStream, mayRetryElsewhere, type Logger, type UpstreamPool } from '@marketplace/service-kit';
import { bufferedBody } from '../http/body-limit';
import { forwardedHeaders } from '../http/forwarded-client';
import { IDLE_UPSTREAM_SOCKET_MS } from './replica-dispatchers';

export interface UpstreamProxyOptions {
  service: ServiceName;
  /** The service's replicas. */
  replicas: UpstreamPool;
  timeoutMs: number;
  logger: Logger;
}

export const unavailableMessage = (service: ServiceName) => `${service} service is unavailable`;
export const timedOutMessage = (service: ServiceName) => `${service} service timed out`;

export function sendError(res: ServerResponse | Socket, status: number, message: string): void {
  if (!('setHeader' in res)) return void res.destroy();
  // Once the upstream's headers went out, the only honest signal left is a cut connection.
  if (res.headersSent) return void res.destroy();
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ message }));
}

/**
 * One proxy per service, over its replicas in turn (the pool leaves out those not ready). Bodies go
 * through untouched (bodySizeLimit has read them); the Host header stays the gateway's (changeOrigin
 * false) and x-forwarded-* tell the service who called, one value each (http-proxy's xfwd would
 * append the socket's address to what a trusted proxy said). A call goes to the next replica when
 * the first never took it (a refused connection, whatever the method) or dropped an idempotent read
 * (GET, HEAD) before answering: a retried POST could place an order twice. When no replica is left,
 * a refused connection answers 502, no answer within the timeout 504.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const { service, timeoutMs, logger, replicas } = options;
  const timedOut = new WeakSet<IncomingMessage>();
  /** The replicas each request has been sent to, the last one current. */
  const attempts = new WeakMap<IncomingMessage, Set<string>>();
  const proxy: RequestHandler = createProxyMiddleware<IncomingMessage, ServerResponse>({
    // Every request is routed; the target only satisfies http-proxy-middleware's check.
    target: replicas.urls[0],
    router: (req) => {
      const tried = attempts.get(req) ?? new Set<string>();
      attempts.set(req, tried);
      const replica = replicas.pick(tried)!;
      tried.add(replica);
      return replica;
    },
    changeOrigin: false,
    proxyTimeout: timeoutMs,
    agent: new Agent({ keepAlive: true, timeout: IDLE_UPSTREAM_SOCKET_MS }),
    on: {
      proxyReq: (proxyReq, req, res) => {
        for (const [name, value] of Object.entries(forwardedHeaders(req))) proxyReq.setHeader(name, value!);
        proxyReq.once('timeout', () => timedOut.add(req));
        proxyReq.once('response', (proxyRes: IncomingMessage) => {
          // A server-sent-event stream is quiet between events by design; the timeout is for the first
          // answer. Held as an open stream, it is ended when the gateway stops, which would otherwise
          // wait for it; the browser reconnects with Last-Event-ID.
          if (proxyRes.headers['content-type']?.startsWith('text/event-stream')) {
            proxyReq.setTimeout(0);
            holdEventStream(res);
            // However the browser's side ends, the service's side goes with it.
            res.once('close', () => proxyReq.destroy());
          }
        });
        const body = bufferedBody(req);
        if (body) {
          proxyReq.removeHeader('transfer-encoding');
          proxyReq.setHeader('content-length', body.length);
          proxyReq.write(body);
        }
      },
      error: (error, req, res) => {
        const late = timedOut.has(req);
        const log = (req as { log?: Logger }).log ?? logger;
        const tried = attempts.get(req) ?? new Set<string>();
        const replica = [...tried].at(-1);
        const elsewhere = !late && mayRetryElsewhere(req.method ?? '', error);
        if (elsewhere && replica) replicas.markDown(replica);
        if (elsewhere && tried.size < replicas.urls.length && !('headersSent' in res && res.headersSent)) {
          log.warn(
            { upstream: service, replica, url: req.url, code: (error as NodeJS.ErrnoException).code },
            'upstream replica failed; trying another',
          );
          return void proxy(req as never, res as never, () =>
            sendError(res, 502, unavailableMessage(service)),
          );
        }
        // A refused connection needs no stack trace; its code says it all.
        log.warn(
          {
            upstream: service,
            url: req.url,
            code: (error as NodeJS.ErrnoException).code,
            reason: error.message,
          },
          late ? 'upstream timed out' : 'upstream unavailable',
        );
        sendError(res, late ? 504 : 502, late ? timedOutMessage(service) : unavailableMessage(service));
      },
    },
  }) as unknown as RequestHandler;
  return proxy;
}
