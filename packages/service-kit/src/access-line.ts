import type { IncomingMessage, ServerResponse } from 'node:http';
import { loggablePath, type Logger } from './logger';

/**
 * The access line pino-http writes for a service request (`request completed`, method, path, status,
 * response time), for handlers that answer outside the Express stack. Built only when info is on.
 */
export function logRequestCompleted(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  startedAt: number,
): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      req: { id, method: req.method, url: loggablePath(req.url) },
      res: { statusCode: res.statusCode },
      responseTime: Date.now() - startedAt,
    },
    'request completed',
  );
}

/** A JSON answer without Express: the body as it would send it, with its length. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}
