import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startPostgresServer } from '@marketplace/testing';

/**
 * The cluster config's web server: `npm run start:cluster` (the launcher with REPLICAS=2), over a
 * PostgreSQL server started here on E2E_CLUSTER_DB_PORT and given to it as DATABASE_URL. Left to
 * itself the launcher would start one on a free port nobody outside it can name, and a test that
 * sets up a state in the database (support/database.ts) must reach it. The launcher still starts
 * the mock Kafka cluster.
 */
async function main(): Promise<void> {
  const port = Number(process.env.E2E_CLUSTER_DB_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_CLUSTER_DB_PORT must name a port');
  const postgres = await startPostgresServer({ port });
  const databaseUrl = await postgres.createDatabase('marketplace');
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/src/main.ts'], {
    cwd: resolve(__dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => launcher.kill(signal));
  launcher.once('exit', (code) => {
    void postgres.destroy().finally(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster-stack │ ${String(error)}\n`);
  process.exit(1);
});
