import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

export interface RunMigrationsOptions {
  connectionString: string;
  /** The Postgres schema the service owns. */
  schema: string;
  /** prisma/migrations of the service: one folder per migration holding migration.sql. */
  migrationsDir: string;
  log?: (message: string) => void;
}

/** Prisma Migrate's own bookkeeping table, so `prisma migrate deploy` can take over where the engine exists. */
const MIGRATIONS_TABLE_SQL = (schema: string) => `
  CREATE TABLE IF NOT EXISTS "${schema}"."_prisma_migrations" (
    id VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum VARCHAR(64) NOT NULL,
    finished_at TIMESTAMPTZ,
    migration_name VARCHAR(255) NOT NULL,
    logs TEXT,
    rolled_back_at TIMESTAMPTZ,
    started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count INTEGER NOT NULL DEFAULT 0
  )`;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies the service's SQL migrations in name order, each in its own transaction, and records
 * them as Prisma Migrate does. An applied migration whose file has changed stops the start: history
 * is never rewritten silently.
 */
export async function runMigrations(options: RunMigrationsOptions): Promise<string[]> {
  const { schema } = options;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const migrations = listMigrations(options.migrationsDir);
  const client = new Client({ connectionString: options.connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(MIGRATIONS_TABLE_SQL(schema));
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "${schema}"."_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const checksums = new Map(done.rows.map((row) => [row.migration_name, row.checksum]));
    for (const migration of migrations) {
      const known = checksums.get(migration.name);
      if (known) {
        if (known !== migration.checksum) {
          throw new Error(`Migration ${schema}/${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL search_path TO "${schema}"`);
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "${schema}"."_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${schema}/${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      options.log?.(`applied migration ${schema}/${migration.name}`);
      applied.push(migration.name);
    }
  } finally {
    await client.end();
  }
  return applied;
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

function listMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}
