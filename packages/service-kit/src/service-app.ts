import type { IncomingMessage } from 'node:http';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { pinoHttp } from 'pino-http';
import proxyAddr from 'proxy-addr';
import { ZodError } from 'zod';
import { API_ROUTES, findApiRoute, WEBHOOK_PATH, type ServiceName } from '@marketplace/contracts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableMessage,
  isDatabaseUnreachable,
} from './database-unavailable';
import { HttpError, notImplemented, payloadTooLarge } from './errors';
import { withFastPath, type FastPath } from './fast-path';
import { verifyIdentity } from './identity-signature';
import { requireAdmin } from './request-context';
import { loggablePath, type Logger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { assignRequestId, REQUEST_ID_HEADER } from './request-id';

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes of a JSON body, for signature checks. */
    rawBody?: Buffer;
  }
}

export const JSON_BODY_LIMIT = '100kb';
/** JSON_BODY_LIMIT in bytes, for handlers that read bodies themselves. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Secret shared with the gateway; requests without a valid identity signature are refused. */
  identitySecret: string;
  /** Resolves when the service can do its work (database reachable, consumers running). */
  readiness: () => Promise<void>;
  /** Mounts the service's routes. */
  routes: (app: Express) => void;
  jsonBodyLimit?: string;
  /**
   * Sees every request before the app does (see withFastPath). The requests it takes it answers in
   * full, with what the app would add: request id (assignRequestId), access line, identity check.
   */
  fastPath?: FastPath;
  /** The process's metrics (createMetrics), served at /metrics; a registry of the app's own by default. */
  metrics?: Metrics;
}

/** Asked by probes and the scraper, which carry no gateway signature and are not logged. */
const UNSIGNED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The calls of the route table by their template, for requests Express's router did not match. */
function apiRouteOf(req: IncomingMessage): string | undefined {
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  // Express shortens req.url inside a mounted handler; originalUrl is what arrived.
  return findApiRoute(method, loggablePath((req as Partial<Request>).originalUrl ?? req.url) ?? '/')?.path;
}

/**
 * The one proxy a service trusts is its caller, from whatever host: every request a route or a
 * fast path acts on has passed the identity check, and only the gateway and the services hold the
 * signing secret. The gateway drops the x-forwarded-* a client sends and writes one address of
 * its own; the services send none. A captured signature could carry a forged address for five
 * minutes, but it could as well carry the identity it was signed for, which is worse.
 */
const trustedProxy = (_address: string, hop: number) => hop === 0;

const ONE_ADDRESS = /^[^\s,]+$/;

/**
 * The client's address as Express's req.ip gives it in a service app, for handlers outside it.
 * Only for requests whose identity signature has been checked.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwardedFor = req.headers['x-forwarded-for'];
  // What the gateway sends: one address. proxy-addr would answer that address; it is taken as it
  // is, without parsing. Anything else is left to proxy-addr.
  if (typeof forwardedFor === 'string' && ONE_ADDRESS.test(forwardedFor)) return forwardedFor;
  return proxyAddr(req, trustedProxy);
}

/** The Express app every service shares: ids, logs, identity, JSON errors, health. No listen. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const metrics = options.metrics ?? createMetrics(options.name);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxy);

  app.use((req, res, next) => {
    assignRequestId(req, res);
    next();
  });
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req) => req.headers[REQUEST_ID_HEADER] as string,
      // Method, URL and status only: headers carry cookies, signed identities and partner signatures.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggablePath(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => UNSIGNED_PATHS.has(req.url ?? '') },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await options.readiness();
      res.json({ status: 'ready', service: options.name });
    } catch (error) {
      options.logger.warn({ err: error }, 'readiness check failed');
      const message = isDatabaseUnreachable(error)
        ? databaseUnavailableMessage(options.name)
        : `${options.name} is not ready`;
      res.status(503).json({ message });
    }
  });
  app.get('/metrics', metrics.handler);

  app.use((req, _res, next) => {
    const identity = verifyIdentity(req.headers, options.identitySecret, {
      method: req.method,
      path: req.originalUrl,
    });
    if (!identity) return next(new HttpError(401, 'Missing or invalid gateway signature'));
    req.identity = identity;
    next();
  });

  app.use(
    express.json({
      limit: options.jsonBodyLimit ?? JSON_BODY_LIMIT,
      verify: (req, _res, buffer) => {
        (req as Request).rawBody = buffer;
      },
    }),
  );

  app.use(refuseNulCharacters);

  options.routes(app);

  app.use((_req, _res, next) => next(new HttpError(404, 'Not found')));
  app.use(errorHandler(options.logger, options.name));
  return metrics.observe(options.fastPath ? withFastPath(app, options.fastPath) : app, apiRouteOf);
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  /** http-errors' mark of a client error whose message may be shown. */
  expose?: boolean;
}

/** Maps every failure to `{ message }`: 4xx for the caller's mistakes, 500 only for ours. */
export function errorHandler(logger: Logger, service?: string) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body, headers } = toErrorResponse(error, service);
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request failed');
    if (res.headersSent) return res.end();
    if (headers) res.set(headers);
    res.status(status).json(body);
  };
}

/**
 * `service` names the service in the answer to a database outage: 503, so a caller retries and a
 * balancer looks elsewhere, after Retry-After (docs/decisions.md).
 */
export function toErrorResponse(
  error: unknown,
  service?: string,
): {
  status: number;
  body: { message: string } & Record<string, unknown>;
  headers?: Record<string, string>;
} {
  if (error instanceof HttpError)
    return { status: error.status, body: { message: error.message, ...error.details } };
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { message: issues[0]?.message ?? 'Invalid request', issues } };
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed')
    return { status: 400, body: { message: 'Request body is not valid JSON' } };
  if (parserError?.type === 'entity.too.large') return toErrorResponse(payloadTooLarge());
  // Not every caller's mistake that body-parser and the router mark has a `type`: a body its
  // content-encoding does not decode (expose), a path parameter that is not UTF-8 (a URIError).
  const marked = parserError?.type || parserError?.expose || parserError instanceof URIError;
  if (marked && parserError.status && parserError.status < 500) {
    return { status: parserError.status, body: { message: parserError.message } };
  }
  if (isDatabaseUnreachable(error))
    return {
      status: 503,
      body: { message: databaseUnavailableMessage(service) },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  return { status: 500, body: { message: 'Internal server error' } };
}

/** The admin calls anyone may make: signing in and asking whether one is signed in. */
const OPEN_ADMIN_PATHS = new Set(['/api/admin/login', '/api/admin/logout', '/api/admin/auth-status']);

/**
 * Answers 501 for this service's spec calls that are not built yet. Mount after the real routes:
 * Express tries them first, so a built call never reaches this. Back-office calls still refuse
 * anyone who is not an administrator first, so an unbuilt call reveals nothing to them either.
 */
export function mountUnbuiltSpecRoutes(app: Express, service: ServiceName): void {
  for (const entry of API_ROUTES.filter((candidate) => candidate.service === service)) {
    const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const adminOnly = entry.path.startsWith('/api/admin/') && !OPEN_ADMIN_PATHS.has(entry.path);
    app[method](entry.path, (req, _res, next) => {
      if (adminOnly) requireAdmin(req);
      next(notImplemented());
    });
  }
}

const NUL_MESSAGE = 'Text must not contain the NUL character';

/** Walks with a list rather than recursion: a 100 kB body can nest 50 000 deep, past the call stack. */
function containsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) pending.push(item);
  }
  return false;
}

/**
 * PostgreSQL cannot store the NUL character, so a text holding one would fail in the database as a
 * 500. It has no place in any field of any call: refused here once, for every service, as a 400.
 * Partners' webhooks are the exception: every delivery is logged, such text kept as U+FFFD.
 */
const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (req.path === WEBHOOK_PATH) return next();
  if (/%00/i.test(req.originalUrl) || containsNul(req.body)) return next(new HttpError(400, NUL_MESSAGE));
  next();
};
