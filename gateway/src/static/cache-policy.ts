import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// The builds name every file but the entry points `[name].[contenthash:8].<ext>`.
const CONTENT_HASHED = /(?:^|[.\-_])[0-9a-f]{8,}\.[^/]+$/i;

/**
 * Content-hashed files never change under their name, so browsers keep them for a year. Everything
 * else (index.html, remoteEntry.js, manifests) is revalidated on every load, which is what lets a
 * remote be redeployed without rebuilding the shell.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (name === 'remoteEntry.js' || name.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
