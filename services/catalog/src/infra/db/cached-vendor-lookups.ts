import { cachedLookup, type ReadCache } from '@marketplace/service-kit';
import type { VendorRepository } from '../../domain/vendor.repository';

/**
 * The vendor repository with findById kept for ttlMs (issue 10): a vendor's menu, review page and
 * review stats each look the vendor up before their own query, so a cached lookup halves their
 * queries. Entries go with the read cache's invalidation, that is after every write this service
 * makes (HTTP writes and the partner sync), so a changed vendor is read anew at once.
 */
export function withCachedVendorLookups<T extends VendorRepository>(
  vendors: T,
  cache: Pick<ReadCache, 'generation'>,
  ttlMs: number,
): T {
  const findById = cachedLookup(cache, ttlMs, (id: number) => vendors.findById(id));
  return new Proxy(vendors, {
    get: (target, property, receiver) =>
      property === 'findById' ? findById : Reflect.get(target, property, receiver),
  });
}
