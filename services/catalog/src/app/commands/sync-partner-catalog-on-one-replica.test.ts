import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from '@marketplace/service-kit';
import type { CatalogSyncTarget, ExternalCatalogRepository } from '../../domain/external-catalog.repository';
import type { PartnerCatalogClient } from '../../domain/partner-catalog';
import type { ReplicaLease } from '../../domain/replica-lease';
import { syncPartnerCatalogOnOneReplica } from './sync-partner-catalog-on-one-replica';

const endpoint = { url: 'http://partner.test/vendors', authMethod: 'none' as const, authKey: null };
const target: CatalogSyncTarget = {
  categoryId: 1,
  categoryName: 'Food & Restaurants',
  catalog: null,
  vendor: endpoint,
  rawCategories: [],
};

/** Another replica's lease is held while `othersHold`; calls are counted. */
function fakeLease(leaseMs: number, othersHold = false) {
  const calls = { acquire: 0, release: 0 };
  const lease: ReplicaLease = {
    leaseMs,
    acquire: async () => {
      calls.acquire += 1;
      return !othersHold;
    },
    release: async () => {
      calls.release += 1;
    },
  };
  return { lease, calls };
}

/** A partner with no vendors whose listing takes `listingMs`. */
function slowPartner(listingMs: number) {
  const calls: string[] = [];
  const partner = {
    fetchVendors: async () => {
      calls.push('vendors');
      await delay(listingMs);
      return [];
    },
  } as unknown as PartnerCatalogClient;
  return { partner, calls };
}

const store: ExternalCatalogRepository = {
  listSyncTargets: async () => [target],
  saveExternalVendor: async () => ({ vendorId: 1, created: true }),
  closeVendorsMissingFrom: async () => 0,
};

describe('syncPartnerCatalogOnOneReplica', () => {
  it('skips the round, without calling the partner, while another replica holds the lease', async () => {
    const logger = createLogger('sync-test', 'silent');
    const debug = jest.spyOn(logger, 'debug');
    const { lease } = fakeLease(1_000, true);
    const { partner, calls } = slowPartner(0);

    expect(await syncPartnerCatalogOnOneReplica({ store, partner, logger, lease })).toBeNull();
    expect(calls).toEqual([]);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('skipped'));
  });

  it('renews the lease while the round runs and keeps it once the round is done', async () => {
    const logger = createLogger('sync-test', 'silent');
    const { lease, calls } = fakeLease(60);
    const { partner } = slowPartner(100);

    const results = await syncPartnerCatalogOnOneReplica({ store, partner, logger, lease });

    expect(results).toHaveLength(1);
    // Taken, renewed every 20 ms through the 100 ms round, and renewed at its end.
    expect(calls.acquire).toBeGreaterThanOrEqual(4);
    expect(calls.release).toBe(0);
  });

  it('gives the lease back when shutdown cuts the round short', async () => {
    const logger = createLogger('sync-test', 'silent');
    const { lease, calls } = fakeLease(1_000);
    const { partner } = slowPartner(20);
    const controller = new AbortController();

    const round = syncPartnerCatalogOnOneReplica({
      store,
      partner,
      logger,
      lease,
      signal: controller.signal,
    });
    controller.abort();
    await round;

    expect(calls.release).toBe(1);
  });
});
