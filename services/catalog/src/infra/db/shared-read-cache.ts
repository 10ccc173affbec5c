import {
  createReadCache,
  followSharedGeneration,
  type Logger,
  type PeriodicTask,
  type ReadCache,
} from '@marketplace/service-kit';
import { CATALOG_CACHED_READS, CATALOG_READ_CACHE_TTL_MS } from '../../http/read-cache-routes';
import type { CatalogPrisma } from './catalog-database';
import { changedVendorsOf, type ChangedVendors } from '../../http/catalog-changes';
import { sharedReadGeneration } from './read-generation';

export interface SharedReadCache {
  readCache: ReadCache;
  /**
   * For writes made outside HTTP (the schedulers): drops this replica's cache and tells the others,
   * and the order service of the vendors whose order context changed.
   */
  dropEverywhere: (vendors: ChangedVendors) => void;
  /** Stops following the other replicas' writes. */
  stop: () => Promise<void>;
}

/**
 * The catalog's read cache as every replica keeps it (decision 143): a write through this replica
 * drops its cache at once and moves the generation the replicas share; each replica follows that
 * generation every `pollMs` and drops its cache when another one wrote.
 */
export function createSharedReadCache(
  prisma: CatalogPrisma,
  logger: Logger,
  pollMs: number,
): SharedReadCache {
  const generation = sharedReadGeneration(prisma);
  const tellOthers = (vendors: ChangedVendors) =>
    generation.bump(vendors).catch((error: unknown) => {
      logger.warn({ err: error }, "the other replicas' read caches were not told of a write");
    });
  const readCache = createReadCache({
    routes: CATALOG_CACHED_READS,
    ttlMs: CATALOG_READ_CACHE_TTL_MS,
    onWrite: (res) => {
      if (res.statusCode < 400) void tellOthers(changedVendorsOf(res));
    },
  });
  const follower: PeriodicTask = followSharedGeneration({
    read: generation.read,
    onChange: readCache.invalidate,
    intervalMs: pollMs,
    logger,
  });
  return {
    readCache,
    dropEverywhere: (vendors) => {
      readCache.invalidate();
      void tellOthers(vendors);
    },
    stop: () => follower.stop(),
  };
}
