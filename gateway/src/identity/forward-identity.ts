import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { signIdentity, type Logger, type SignedIdentityHeaders } from '@marketplace/service-kit';
import { requestLog } from '../http/access-log';
import { requestPath } from '../routing/route-table';
import { readSessionCookies } from './cookies';
import type { SessionResolver } from './session-resolver';

// The family of IDENTITY_HEADERS; any member a client sends is dropped, not only today's three.
const IDENTITY_PREFIX = 'x-marketplace-';

/**
 * Headers a client could use to pass for someone else. x-forwarded-* and friends are rebuilt when
 * proxying (forwardedHeaders), from the connection or, under TRUST_PROXY, from what the trusted
 * proxies wrote (read before this step), never passed on as the caller sent them: the services
 * throttle on the address and trust the gateway's word on it.
 */
function isSpoofable(name: string): boolean {
  return (
    name.startsWith(IDENTITY_PREFIX) ||
    name.startsWith('x-forwarded-') ||
    name === 'forwarded' ||
    name === 'x-real-ip'
  );
}

export function stripClientIdentityHeaders(): RequestHandler {
  return (req, _res, next) => {
    for (const name of Object.keys(req.headers)) {
      if (isSpoofable(name)) delete req.headers[name];
    }
    next();
  };
}

const LOGOUT_ROUTES = new Set(['GET /api/logout', 'POST /api/admin/logout']);
/** Calls that may change the resident's community, which the forwarded identity carries. */
const PROFILE_ROUTES = new Set(['PATCH /api/user/profile', 'PATCH /api/users/onboarding']);

/**
 * Resolves the session cookies once and signs the identity the services verify, for the request
 * line the proxy sends on (req.url, unchanged). Anonymous callers get a signed empty identity, so a
 * service can tell gateway traffic from a forged or direct call. A logout forgets the cached
 * session before it is forwarded and again when it has been answered, so no request after the
 * logout sees the old session. A successful profile or onboarding change forgets it once answered,
 * so the next request carries the new community rather than the one cached a moment before.
 */
export function identitySigner(options: {
  sessions: SessionResolver;
  secret: string;
  logger: Logger;
}): (req: IncomingMessage & { log?: Logger }, res: ServerResponse) => Promise<SignedIdentityHeaders> {
  return async (req, res) => {
    const cookies = readSessionCookies(req.headers.cookie);
    const route = `${req.method} ${requestPath(req.url).replace(/\/+$/, '')}`;
    if (LOGOUT_ROUTES.has(route)) {
      options.sessions.forget(cookies);
      res.once('close', () => options.sessions.forget(cookies));
    } else if (PROFILE_ROUTES.has(route)) {
      res.once('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) options.sessions.forget(cookies);
      });
    }
    const identity = await options.sessions.resolve(cookies, () => requestLog(options.logger, req));
    return signIdentity(identity, options.secret, { method: req.method!, path: req.url! });
  };
}

/** identitySigner as a step of the Express path: the signed headers join the request's. */
export function forwardIdentity(options: Parameters<typeof identitySigner>[0]): RequestHandler {
  const sign = identitySigner(options);
  return async (req, res, next) => {
    Object.assign(req.headers, await sign(req, res));
    next();
  };
}
