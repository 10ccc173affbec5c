import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pinoHttp } from 'pino-http';
import { loggablePath, REQUEST_ID_HEADER, type Logger } from '@marketplace/service-kit';
import { clientOf } from './forwarded-client';

/** Asked every few seconds by probes and the metrics scraper: not worth a line each. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

function levelFor(statusCode: number): 'error' | 'warn' | 'info' {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/** Set by the API router so the access log names the service that answered. */
export function noteUpstream(res: Response, service: string): void {
  res.locals.upstream = service;
}

/**
 * One JSON line per request. Headers are left out on purpose: they carry session cookies and
 * signed identities, which must not end up in log storage.
 */
export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req) => req.headers[REQUEST_ID_HEADER] as string,
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
    customLogLevel: (_req, res, error) => (error ? 'error' : levelFor(res.statusCode)),
    // The failure itself is logged where it happens (proxy, error handler); the stand-in error
    // pino-http makes up for a 5xx would only add the same meaningless stack to every such line.
    customErrorObject: (_req, _res, _error, line: Record<string, unknown>) => {
      const { err: _standIn, ...rest } = line;
      return rest;
    },
    customProps: (_req, res) => ({ upstream: (res as Response).locals?.upstream as string | undefined }),
    wrapSerializers: false,
    serializers: {
      // originalUrl: mounted static handlers shorten req.url before the line is written.
      req: (req: IncomingMessage & { id?: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggablePath(req.originalUrl ?? req.url),
        remoteAddress: clientOf(req).address,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * The logger of one request answered outside the Express stack, made when it first has something
 * to say (most requests never do) and kept as pino-http keeps its own, as req.log: its lines name
 * the request as the Express path's do.
 */
export function requestLog(logger: Logger, req: IncomingMessage & { log?: Logger }): Logger {
  req.log ??= logger.child({
    req: { id: req.headers[REQUEST_ID_HEADER], method: req.method, url: loggablePath(req.url) },
  });
  return req.log;
}

/**
 * The same line for a request answered outside the Express stack (the webhook proxy), written
 * straight from plain values: no per-request child logger, and nothing built when the level is off.
 */
export function logProxiedRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  startedAt: number,
): void {
  // Closed before the answer was all sent: the caller hung up, or the gateway cut an answer it
  // could not finish. pino-http says the same of the Express path's requests.
  const aborted = !res.writableFinished;
  const level = aborted ? 'warn' : levelFor(res.statusCode);
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      req: {
        id: req.headers[REQUEST_ID_HEADER],
        method: req.method,
        url: loggablePath(req.url),
        remoteAddress: clientOf(req).address,
      },
      res: { statusCode: res.statusCode },
      upstream,
      responseTime: Date.now() - startedAt,
    },
    aborted ? 'request aborted' : res.statusCode >= 500 ? 'request errored' : 'request completed',
  );
}
