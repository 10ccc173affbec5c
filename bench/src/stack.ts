import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchStack {
  /** The launcher's process id; the gateway and services are its children. */
  pid: number;
  gatewayUrl: string;
  catalogUrl: string;
  databaseUrl: string;
  signingSecret: string;
  webhookSecret: string;
  stop: () => Promise<void>;
}

const root = resolve(__dirname, '..', '..');

export interface BenchStackOptions {
  /** Processes of each service (the launcher's REPLICAS): the first replica is `catalogUrl`'s. */
  replicas?: number;
  /** Set on top of the bench's environment: the cluster phase names its database and brokers. */
  env?: Record<string, string>;
}

/** The stack as `npm start` runs it (quiet logs, no frontend build), on ports of its own. */
export async function startBenchStack({
  replicas = 1,
  env = {},
}: BenchStackOptions = {}): Promise<BenchStack> {
  const port = 8280;
  const servicesBase = 4281;
  const embeddedDbPort = 5581;
  const signingSecret = 'bench-signing-secret-0123456789abcdef';
  const webhookSecret = `whsec_${Buffer.from('bench-webhook-secret-0123456789ab').toString('base64')}`;
  const databaseUrl =
    env.DATABASE_URL ||
    process.env.DATABASE_URL ||
    `postgresql://postgres:postgres@127.0.0.1:${embeddedDbPort}/postgres?sslmode=disable`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SERVICES_BASE_PORT: String(servicesBase),
      EMBEDDED_DB_PORT: String(embeddedDbPort),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-bench-')),
      GATEWAY_SIGNING_SECRET: signingSecret,
      WEBHOOK_SECRET: webhookSecret,
      SKIP_FRONTEND_BUILD: 'true',
      LOG_LEVEL: 'error',
      // Every bench resident registers from this one address, and phase (c) measures what a logged
      // refusal costs: the per-address limits of production would answer most of them 429.
      THROTTLE_REGISTER_PER_ADDRESS: '100000',
      WEBHOOK_REFUSED_PER_MINUTE: '100000000',
      WEBHOOK_REFUSED_BURST: '100000000',
      REPLICAS: String(replicas),
      ...env,
    },
  });
  const ready = new Promise<void>((resolvePromise, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The marketplace is running')) resolvePromise();
    });
    child.on('exit', (code) => reject(new Error(`the stack exited with code ${code}`)));
  });
  await ready;
  return {
    pid: child.pid!,
    gatewayUrl: `http://127.0.0.1:${port}`,
    catalogUrl: `http://127.0.0.1:${servicesBase + 1}`,
    databaseUrl,
    signingSecret,
    webhookSecret,
    stop: () =>
      new Promise((resolvePromise) => {
        child.once('exit', () => resolvePromise());
        child.kill('SIGTERM');
      }),
  };
}
