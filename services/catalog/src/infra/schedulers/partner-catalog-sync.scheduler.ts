import { startPeriodicTask, type PeriodicTask } from '@marketplace/service-kit';
import {
  syncPartnerCatalogOnOneReplica,
  type SyncPartnerCatalogOnOneReplicaDeps,
} from '../../app/commands/sync-partner-catalog-on-one-replica';

/**
 * Runs the partner catalog sync now and every intervalMs, on whichever replica holds the lease for
 * that round. The service is ready without the partner, so the first sync runs in the background;
 * a round that outlives shutdown is aborted.
 */
export function startPartnerCatalogSync(
  deps: Omit<SyncPartnerCatalogOnOneReplicaDeps, 'signal'>,
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'partner-catalog-sync',
    intervalMs,
    logger: deps.logger,
    run: (signal) => syncPartnerCatalogOnOneReplica({ ...deps, signal }),
  });
}
