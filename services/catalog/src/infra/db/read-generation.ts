import { appendToOutbox } from '@marketplace/events';
import type { CatalogPrisma } from './catalog-database';
import type { ChangedVendors } from '../../http/catalog-changes';
import { CATALOG_SCHEMA } from './schema';

const TABLE = `"${CATALOG_SCHEMA}"."read_generation"`;

/**
 * The generation the catalog's replicas share (decision 143): moved after each write a resident must
 * see on every replica, read by each replica's follower to drop its read cache. The same
 * transaction appends `catalog.changed` to the catalog's outbox for the order service's kept
 * order contexts (decision 159), unless the write changed nothing an order is priced by.
 */
export function sharedReadGeneration(prisma: CatalogPrisma) {
  return {
    async bump(vendors: ChangedVendors): Promise<void> {
      await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE ${TABLE} SET generation = generation + 1`);
        if (vendors?.length === 0) return;
        await appendToOutbox(tx, CATALOG_SCHEMA, {
          type: 'catalog.changed',
          source: 'catalog',
          subject: vendors === null ? '*' : vendors.join(','),
          key: vendors?.length === 1 ? String(vendors[0]) : '*',
          data: { vendorIds: vendors === null ? null : [...vendors], changedAt: new Date().toISOString() },
        });
      });
    },
    async read(): Promise<bigint> {
      const [row] = await prisma.$queryRawUnsafe<{ generation: bigint }[]>(`SELECT generation FROM ${TABLE}`);
      return row?.generation ?? 0n;
    },
  };
}
export type SharedReadGeneration = ReturnType<typeof sharedReadGeneration>;
