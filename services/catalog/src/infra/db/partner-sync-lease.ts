import { TableLease } from '@marketplace/db';
import { prismaSqlClient } from '@marketplace/events';
import type { CatalogPrisma } from './catalog-database';
import { CATALOG_SCHEMA } from './schema';

/** The table of the partner sync's lease (migration 20261128110000_partner_sync_lease). */
export const PARTNER_SYNC_LEASE_TABLE = 'partner_sync_lease';

/**
 * The partner sync's lease for one replica. It lasts one sync interval, so a round's holder keeps
 * the other replicas off until the next round is due.
 */
export function partnerSyncLease(prisma: CatalogPrisma, leaseMs: number): TableLease {
  return new TableLease(prismaSqlClient(prisma), CATALOG_SCHEMA, PARTNER_SYNC_LEASE_TABLE, leaseMs);
}
