import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATABASE_PORT } from './support/database';
import { E2E_SERVICES_BASE_PORT } from './support/partner-sim';
import { E2E_SIGNING_SECRET } from './support/test-clock';

/** The whole stack as `npm start` runs it, on its own ports and a fresh embedded database. */
const root = resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8180);

export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // One more try in CI, where a loaded machine can stretch a step past its timeout; a test that
  // passes only on its retry is reported as flaky in the summary of `npm test`, not hidden.
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: join(root, 'test-results', 'e2e'),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx infra/launcher/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-e2e-')),
      EMBEDDED_DB_PORT: String(E2E_DATABASE_PORT),
      // Clear of fetch's blocked ports (4190, sieve, is one), which Node's fetch refuses to call.
      SERVICES_BASE_PORT: String(E2E_SERVICES_BASE_PORT),
      PARTNER_STEP_MS: '400',
      // Category management's tests see a new raw mapping's vendors after a sync, and a new order
      // status config in use, within seconds rather than the defaults' minutes.
      CATALOG_SYNC_INTERVAL_MS: '5000',
      STATUS_POLL_TICK_MS: '500',
      SKIP_FRONTEND_BUILD: 'true',
      LOG_LEVEL: 'warn',
      // Every test's residents register from this one address.
      THROTTLE_REGISTER_PER_ADDRESS: '100000',
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
      // The store tests sign the catalog's test clock call (support/stores.ts) and watch a store's
      // hours close it within a second of the clock's move.
      GATEWAY_SIGNING_SECRET: E2E_SIGNING_SECRET,
      STORE_TEST_CLOCK: 'true',
      STORE_SCHEDULE_SWEEP_MS: '500',
    },
  },
});
