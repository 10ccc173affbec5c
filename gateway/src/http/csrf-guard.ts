import type { RequestHandler } from 'express';
import { CROSS_SITE_REQUEST_MESSAGE, CSRF_HEADER } from '@marketplace/contracts';
import { HttpError } from '@marketplace/service-kit';
import { clientOf } from './forwarded-client';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfCheck {
  method: string;
  origin?: string;
  referer?: string;
  host?: string;
  /** The host and scheme the browser used, as a trusted proxy named them: then the Host header is the proxy's. */
  forwarded?: { host: string; protocol: 'http' | 'https' };
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
  if (check.forwarded) {
    // The proxy knows the scheme, so the whole origin must match; the Host header is not the
    // browser's and counts for nothing.
    const own = originOf(`${check.forwarded.protocol}://${check.forwarded.host}`);
    if (own && url.origin === own.origin) return false;
  } else if (check.host && url.host === check.host.toLowerCase()) return false;
  return !check.trustedOrigins.has(url.origin);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Refuses cross-site writes on the general /api path. Partners' webhooks never come this way: the
 * webhook proxy answers them in front of Express, and checks signatures, not origins (decision 10).
 * The gateway's own origin is what a trusted proxy said the browser asked for (forwardedClient),
 * else the Host header; a client's own X-Forwarded-Host is never read.
 */
export function csrfGuard(trustedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    const client = clientOf(req);
    const refused = isCrossSiteWrite({
      method: req.method,
      origin: single(req.headers.origin),
      referer: single(req.headers.referer),
      host: single(req.headers.host),
      ...(client.host !== undefined && { forwarded: { host: client.host, protocol: client.protocol } }),
      requestedWith: single(req.headers[CSRF_HEADER.name]),
      trustedOrigins,
    });
    next(refused ? new HttpError(403, CROSS_SITE_REQUEST_MESSAGE) : undefined);
  };
}
