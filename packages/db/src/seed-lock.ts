/** The one call of a Prisma transaction client that the lock needs. */
interface RawExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Serialises the start-up seeding of one service's schema across its replicas, which start together:
 * taken first in the seeding transaction, so a second replica waits, then finds the tables filled
 * and adds nothing, instead of inserting the same rows at once and failing to start.
 */
export async function holdSeedLock(tx: RawExecutor, schema: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', `marketplace.seed.${schema}`);
}
