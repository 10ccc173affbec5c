import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@marketplace/db';

export interface TestDatabase {
  connectionString: string;
  /** Drops the database (real PostgreSQL) or stops the embedded one. */
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the real PostgreSQL server named by
 * TEST_DATABASE_URL (CI), otherwise an in-memory PGlite behind its socket server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { connectionString: embedded.connectionString, drop: embedded.stop };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    connectionString: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Whether the suite runs against a real PostgreSQL server rather than PGlite. */
export const usesRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
