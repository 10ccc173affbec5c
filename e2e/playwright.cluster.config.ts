import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The round trip against `npm run start:cluster`: two replicas of each service behind the gateway,
 * over the PostgreSQL server and the 3-broker mock Kafka the launcher starts for development.
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 8190);

export default defineConfig({
  ...base,
  testMatch: ['order-round-trip.spec.ts'],
  outputDir: join(base.outputDir!, '..', 'e2e-cluster'),
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
    url: `http://localhost:${port}/readyz`,
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      REPLICAS: '2',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-e2e-cluster-')),
      SERVICES_BASE_PORT: '4301',
    },
  },
});
