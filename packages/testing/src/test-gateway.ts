import type { Express } from 'express';
import type { Identity } from '@marketplace/contracts';
import { signIdentity, withFastPath } from '@marketplace/service-kit';

/** Names the caller a test speaks for; behindTestGateway turns it into the gateway's signed headers. */
const CALLER_HEADER = 'x-test-caller';

/** The headers of a test's request made as `identity`, for a service app behind behindTestGateway. */
export function callingAs(identity: Identity): Record<string, string> {
  return { [CALLER_HEADER]: Buffer.from(JSON.stringify(identity)).toString('base64url') };
}

/**
 * A service app as the gateway's requests reach it. The gateway signs each identity for the one
 * call it forwards (method and path with query string); tests name their caller once (callingAs)
 * and this signs it, in front of the app, for the call the request finally makes, whatever
 * supertest, a query builder or an SSE client made of its URL. A request that brings its own
 * identity headers (forged, stale or replayed, to test the refusals) reaches the app as sent.
 */
export function behindTestGateway<T extends Express>(app: T, secret: string): T {
  return withFastPath(app, (req, _res, next) => {
    const caller = req.headers[CALLER_HEADER];
    if (typeof caller === 'string') {
      delete req.headers[CALLER_HEADER];
      const identity = JSON.parse(Buffer.from(caller, 'base64url').toString('utf8')) as Identity;
      Object.assign(req.headers, signIdentity(identity, secret, { method: req.method!, path: req.url! }));
    }
    next();
  });
}
