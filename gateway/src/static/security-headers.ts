import type { RequestHandler, Response } from 'express';
import type { RemotesManifest } from '@marketplace/contracts';

/** Every response: no MIME sniffing, and no full URLs leaked to other sites. */
export function baseSecurityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    next();
  };
}

function foreignOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    // Paths resolve against the page; only absolute URLs name another origin.
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * The pages' Content-Security-Policy. Module Federation loads remote entries and chunks with
 * script tags, from this origin unless the manifest points a remote elsewhere, in which case that
 * origin is allowed too. Styles may be inline: style-loader injects each app's scoped CSS as
 * <style> tags, and the page template carries one. Images may come from partners over https.
 */
export function contentSecurityPolicy(manifest: RemotesManifest): string {
  const remotes = foreignOrigins(manifest).join(' ');
  const self = remotes ? `'self' ${remotes}` : `'self'`;
  return [
    `default-src 'self'`,
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `connect-src ${self}`,
    `img-src 'self' data: blob: https:`,
    `font-src ${self} data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function setHtmlSecurityHeaders(res: Response, csp: string): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-frame-options', 'DENY');
}
