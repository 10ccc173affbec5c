import { PAGE_LIMIT_HEADER } from '@marketplace/contracts';
import type { CachedRoute } from '@marketplace/service-kit';

/**
 * The catalog's reads kept by service-kit's read cache (issue 10): data that changes rarely, and
 * only through this service (its own writes and the partner sync invalidate the cache).
 *
 * `shared` only where the answer cannot depend on who asks: billing, places, menus, review stats.
 * Categories (their vendorCount), vendor lists and a vendor are keyed by the caller's signed
 * identity, because a signed-in resident sees only vendors serving their community; reviews too,
 * since each carries whether the caller marked it helpful. Not kept: live partner details,
 * eligibility (it follows the caller's orders in another service), the app configuration (it sets
 * its own Cache-Control), admin and internal calls.
 */
export const CATALOG_CACHED_READS: CachedRoute[] = [
  { path: /^\/api\/categories\/?$/, scope: 'caller' },
  // Revalidated each time too: after an administrator changes a category's billing, the order
  // service prices with the new one at once, and a cart still holding the old copy would have every
  // order refused as prices changed until it expired, the refetch after the refusal included.
  { path: /^\/api\/categories\/\d+\/billing\/?$/, scope: 'shared', maxAgeSeconds: 0 },
  { path: /^\/api\/(states|cities)(\/[^/]+)?\/?$/, scope: 'shared', maxAgeSeconds: 300 },
  // Browsers ask again each time (a 304 by ETag while nothing changed): a community an administrator
  // blocks must leave residents' pick-lists at once, not after their copy expires.
  { path: /^\/api\/communities(\/[^/]+)?\/?$/, scope: 'shared', maxAgeSeconds: 0 },
  // Revalidated each time (a 304 while nothing changed): an item its store switched out of stock, or
  // repriced, must show as such on the resident's next read (issue 25), not after a browser's copy expires.
  { path: /^\/api\/vendors\/\d+\/menu\/?$/, scope: 'shared', maxAgeSeconds: 0 },
  { path: /^\/api\/vendors\/\d+\/review-stats\/?$/, scope: 'shared', maxAgeSeconds: 0 },
  { path: /^\/api\/vendors\/category\/\d+\/?$/, scope: 'caller' },
  { path: /^\/api\/restaurants\/all\/?$/, scope: 'caller' },
  { path: /^\/api\/vendors\/\d+\/?$/, scope: 'caller' },
  // The page size used (a larger ask gets the maximum) is part of the answer.
  { path: /^\/api\/vendors\/\d+\/reviews\/?$/, scope: 'caller', keptHeaders: [PAGE_LIMIT_HEADER] },
];

/** How long an entry serves before it is read again, when no write has dropped it sooner. */
export const CATALOG_READ_CACHE_TTL_MS = 30_000;
