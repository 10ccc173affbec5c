import type { Prisma } from './generated/client';
import { CATALOG_SCHEMA } from './schema';

/**
 * Takes the store's row lock until the transaction ends: a store's writes (its settings, its menu)
 * take turns, so what one reads under the lock another cannot change. False when there is no store.
 */
export async function lockStoreRow(tx: Prisma.TransactionClient, storeId: number): Promise<boolean> {
  const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM "${CATALOG_SCHEMA}"."vendors" WHERE id = $1::int FOR UPDATE`,
    storeId,
  );
  return locked.length > 0;
}
