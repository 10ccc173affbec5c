import { test } from '@playwright/test';
import { Client } from 'pg';

/**
 * The e2e stack's embedded database (playwright.config.ts starts it on this port), for the few
 * tests that must set up a state no call of the product makes, such as an event a consumer gave up on.
 */
export const E2E_DATABASE_PORT = Number(process.env.E2E_DB_PORT ?? 5480);

/**
 * The stack's database: the embedded one, unless the config names another in its metadata
 * (`databaseUrl`: the cluster config's PostgreSQL server).
 */
function databaseUrl(): string {
  const named = test.info().config.metadata?.databaseUrl;
  return typeof named === 'string'
    ? named
    : `postgresql://postgres:postgres@127.0.0.1:${E2E_DATABASE_PORT}/postgres?sslmode=disable`;
}

export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
