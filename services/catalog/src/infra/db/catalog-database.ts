import { join } from 'node:path';
import { createPrisma, runMigrations } from '@marketplace/db';
import { Client } from 'pg';
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
  return createPrisma(PrismaClient, {
    connectionString,
    schema: CATALOG_SCHEMA,
    // Issue 10: a catalog read is a few small queries; preparing each once per connection spares
    // PostgreSQL parsing and planning it on every call, and the shared CPUs that time.
    preparedStatements: !(await isEmbedded(connectionString)),
  });
}

/** Whether the server is the embedded PGlite, which cannot keep prepared statements per connection. */
async function isEmbedded(connectionString: string): Promise<boolean> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('SELECT version()');
    return /PGlite|emscripten/i.test(rows[0]?.version ?? '');
  } finally {
    await client.end();
  }
}
