import { SessionResolveResponseSchema, type Identity } from '@marketplace/contracts';
import type { Logger, ServiceClient } from '@marketplace/service-kit';
import { hasSessionCookie, type SessionCookies } from './cookies';
import { SessionCache } from './session-cache';

const SESSION_RESOLVE_PATH = '/internal/sessions/resolve';

export interface SessionResolver {
  /** The identity the cookies hold; anonymous ({}) when there are none or auth cannot say. */
  /** `log` gives the request's logger, asked for only when there is something to say. */
  resolve(cookies: SessionCookies, log: () => Logger): Promise<Identity>;
  /** Called on logout so the next request asks auth again. */
  forget(cookies: SessionCookies): void;
}

export interface SessionResolverOptions {
  /** A service client for auth, signing as the gateway. */
  auth: ServiceClient;
  /** 0 asks auth on every request that carries a session cookie. */
  cacheTtlMs: number;
}

/**
 * Asks auth which live sessions the cookies hold. When auth cannot answer, the caller continues
 * as anonymous (and a warning is logged): public reads keep working during an auth outage, and
 * anonymous is the least a caller can be, so failing open to it grants nothing; calls that need a
 * session get the owning service's 401 until auth is back. Failures are never cached.
 */
export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const cache = new SessionCache(options.cacheTtlMs);
  return {
    async resolve(cookies, log) {
      if (!hasSessionCookie(cookies)) return {};
      const cached = cache.get(cookies);
      if (cached) return cached;
      const ticket = cache.ticket();
      try {
        const identity = SessionResolveResponseSchema.parse(
          await options.auth.post(SESSION_RESOLVE_PATH, cookies),
        );
        cache.set(cookies, identity, ticket);
        return identity;
      } catch (error) {
        log().warn({ err: error }, 'session resolution failed; continuing as anonymous');
        return {};
      }
    },
    forget(cookies) {
      cache.forget(cookies);
    },
  };
}
