import { join } from 'node:path';
import { createPrisma, runMigrations } from '@marketplace/db';
import { PrismaClient } from './generated/client';

import { CATALOG_SCHEMA } from './schema';

const CATALOG_MIGRATIONS_DIR = join(__dirname, '../../../prisma/migrations');

export type CatalogPrisma = PrismaClient;

/** Applies the catalog's migrations, then opens its Prisma client on the `catalog` schema. */
export async function openCatalogDatabase(
  connectionString: string,
  log?: (message: string) => void,
): Promise<CatalogPrisma> {
  await runMigrations({
    connectionString,
    schema: CATALOG_SCHEMA,
    migrationsDir: CATALOG_MIGRATIONS_DIR,
    log,
  });
  return createPrisma(PrismaClient, { connectionString, schema: CATALOG_SCHEMA });
}
