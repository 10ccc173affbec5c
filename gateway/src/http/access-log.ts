import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { pinoHttp } from 'pino-http';
import { loggablePath, REQUEST_ID_HEADER, type Logger } from '@marketplace/service-kit';

const PROBES = new Set(['/healthz', '/readyz']);

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
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
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
        remoteAddress: req.socket?.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
