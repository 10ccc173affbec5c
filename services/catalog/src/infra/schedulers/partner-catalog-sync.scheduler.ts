import { startPeriodicTask, type PeriodicTask } from '@marketplace/service-kit';
import { syncPartnerCatalog, type SyncPartnerCatalogDeps } from '../../app/commands/sync-partner-catalog';

/**
 * Runs the partner catalog sync now and every intervalMs. The service is ready without the
 * partner, so the first sync runs in the background; a round that outlives shutdown is aborted.
 */
export function startPartnerCatalogSync(
  deps: Omit<SyncPartnerCatalogDeps, 'signal'>,
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'partner-catalog-sync',
    intervalMs,
    logger: deps.logger,
    run: (signal) => syncPartnerCatalog({ ...deps, signal }),
  });
}
