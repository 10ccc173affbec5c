import type { RequestHandler } from 'express';
import { CROSS_SITE_REQUEST_MESSAGE, CSRF_HEADER } from '@marketplace/contracts';
import { HttpError } from '@marketplace/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfCheck {
  method: string;
  origin?: string;
  referer?: string;
  host?: string;
  requestedWith?: string;
  trustedOrigins: ReadonlySet<string>;
}

function originOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * True when a browser on another site tries a state-changing call. Browsers always send Origin
 * (or at least Referer) on such requests, and a cross-site page cannot add the custom
 * x-requested-with header without a CORS preflight the gateway never grants; callers without
 * either header are servers and scripts, which carry no ambient cookies to abuse.
 */
export function isCrossSiteWrite(check: CsrfCheck): boolean {
  if (SAFE_METHODS.has(check.method.toUpperCase())) return false;
  if (check.requestedWith?.toLowerCase() === CSRF_HEADER.value) return false;
  const source = check.origin ?? check.referer;
  if (source === undefined) return false;
  const url = originOf(source);
  // "null" (sandboxed frames, privacy redirects) and garbage are foreign by definition.
  if (!url || url.origin === 'null') return true;
  if (check.host && url.host === check.host.toLowerCase()) return false;
  return !check.trustedOrigins.has(url.origin);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Refuses cross-site writes on the general /api path. Partners' webhooks never come this way: the
 * webhook proxy answers them in front of Express, and checks signatures, not origins (decision 10).
 */
export function csrfGuard(trustedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    const refused = isCrossSiteWrite({
      method: req.method,
      origin: single(req.headers.origin),
      referer: single(req.headers.referer),
      host: single(req.headers.host),
      requestedWith: single(req.headers[CSRF_HEADER.name]),
      trustedOrigins,
    });
    next(refused ? new HttpError(403, CROSS_SITE_REQUEST_MESSAGE) : undefined);
  };
}
