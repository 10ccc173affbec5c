import type { CatalogPrisma } from './catalog-database';
import { CATALOG_SCHEMA } from './schema';

const TABLE = `"${CATALOG_SCHEMA}"."read_generation"`;

/**
 * The generation the catalog's replicas share (decision 143): moved after each write a resident must
 * see on every replica, read by each replica's follower to drop its read cache.
 */
export function sharedReadGeneration(prisma: CatalogPrisma) {
  return {
    async bump(): Promise<void> {
      await prisma.$executeRawUnsafe(`UPDATE ${TABLE} SET generation = generation + 1`);
    },
    async read(): Promise<bigint> {
      const [row] = await prisma.$queryRawUnsafe<{ generation: bigint }[]>(`SELECT generation FROM ${TABLE}`);
      return row?.generation ?? 0n;
    },
  };
}
export type SharedReadGeneration = ReturnType<typeof sharedReadGeneration>;
