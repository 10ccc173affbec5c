import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { assertSchemaName } from './sql-name';

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

/**
 * Applies the service's SQL migrations in name order, each in its own transaction, and records
 * them as Prisma Migrate does. An applied migration whose file has changed stops the start: history
 * is never rewritten silently. Processes migrating the same schema at once (replicas starting
 * together, the migration Job of infra/k8s) take turns, and each migration is applied by one of them.
 */
export async function runMigrations(options: RunMigrationsOptions): Promise<string[]> {
  const { schema } = options;
  assertSchemaName(schema);
  const migrations = listMigrations(options.migrationsDir);
  const client = new Client({ connectionString: options.connectionString });
  await client.connect();
  // A transaction-scoped lock: PostgreSQL serialises these transactions, and the embedded server,
  // which shares one session between connections, runs each transaction alone anyway.
  const inLockedTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`marketplace.migrations.${schema}`]);
      const result = await work();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  };
  const appliedChecksum = async (name: string) => {
    const { rows } = await client.query<{ checksum: string }>(
      `SELECT checksum FROM "${schema}"."_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      [name],
    );
    return rows[0]?.checksum;
  };
  const applied: string[] = [];
  try {
    await inLockedTransaction(async () => {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await client.query(MIGRATIONS_TABLE_SQL(schema));
    });
    for (const migration of migrations) {
      const outcome = await inLockedTransaction(async () => {
        // Read under the lock: another process may have applied it since this one started.
        const known = await appliedChecksum(migration.name);
        if (known !== undefined) return known === migration.checksum ? 'present' : 'changed';
        await client.query(`SET LOCAL search_path TO "${schema}"`);
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "${schema}"."_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        return 'applied';
      }).catch((error: unknown) => {
        throw new Error(`Migration ${schema}/${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      });
      if (outcome === 'changed')
        throw new Error(`Migration ${schema}/${migration.name} was changed after it was applied`);
      if (outcome === 'applied') {
        options.log?.(`applied migration ${schema}/${migration.name}`);
        applied.push(migration.name);
      }
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
