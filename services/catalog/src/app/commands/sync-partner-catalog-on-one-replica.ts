import type { ReplicaLease } from '../../domain/replica-lease';
import {
  syncPartnerCatalog,
  type CategorySyncResult,
  type SyncPartnerCatalogDeps,
} from './sync-partner-catalog';

export interface SyncPartnerCatalogOnOneReplicaDeps extends SyncPartnerCatalogDeps {
  /** The partner sync's lease, shared by every catalog replica. */
  lease: ReplicaLease;
}

/**
 * One round of the partner catalog sync, run by the replica that takes the lease; the others skip
 * it (null), so partners get one round per interval, not one per replica. The lease is renewed
 * while the round runs and, once it ends, kept: it then expires one lease period after the round,
 * so the other replicas' timers find it held until the next round is due. A round cut short by
 * shutdown gives it back, so another replica does the round at its next tick.
 */
export async function syncPartnerCatalogOnOneReplica(
  deps: SyncPartnerCatalogOnOneReplicaDeps,
): Promise<CategorySyncResult[] | null> {
  const { lease, logger } = deps;
  if (!(await lease.acquire())) {
    logger.debug('partner catalog sync skipped: another catalog replica holds this round');
    return null;
  }
  const renew = async () => {
    if (!(await lease.acquire()))
      logger.warn('partner catalog sync lease lost: another catalog replica may sync at the same time');
  };
  const notRenewed = (error: unknown) =>
    logger.warn({ err: error }, 'partner catalog sync lease not renewed');
  let renewing: Promise<void> = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = renew().catch(notRenewed);
  }, lease.leaseMs / 3);
  try {
    return await syncPartnerCatalog(deps);
  } finally {
    clearInterval(renewal);
    // After the renewal in flight, so that one cannot take the lease back after a release.
    await renewing;
    await (deps.signal?.aborted ? lease.release() : renew()).catch(notRenewed);
  }
}
