import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The round trips against `npm run start:cluster`: two replicas of each service behind the gateway,
 * over a PostgreSQL server and the 3-broker mock Kafka the launcher starts for development. The
 * PostgreSQL server is started by support/cluster-stack.ts on a known port instead, so a test can
 * reach the database as it does the embedded one (support/database.ts, through `metadata`).
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 8190);
const databasePort = Number(process.env.E2E_CLUSTER_DB_PORT ?? 5490);

export default defineConfig({
  ...base,
  testMatch: ['order-round-trip.spec.ts', 'vendor-round-trip.spec.ts'],
  outputDir: join(base.outputDir!, '..', 'e2e-cluster'),
  metadata: {
    ...base.metadata,
    databaseUrl: `postgresql://postgres@127.0.0.1:${databasePort}/marketplace?sslmode=disable`,
  },
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
    command: `node --import tsx e2e/support/cluster-stack.ts`,
    url: `http://localhost:${port}/readyz`,
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      REPLICAS: '2',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-e2e-cluster-')),
      SERVICES_BASE_PORT: '4301',
      E2E_CLUSTER_DB_PORT: String(databasePort),
    },
  },
});
