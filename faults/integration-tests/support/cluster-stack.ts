import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { TOPICS } from '@marketplace/contracts';
import {
  startKafkaMockCluster,
  startPostgresServer,
  type KafkaMockCluster,
  type PostgresServer,
} from '@marketplace/testing';

export interface ClusterStack {
  gatewayUrl: string;
  databaseUrl: string;
  kafka: KafkaMockCluster;
  postgres: PostgresServer;
  signingSecret: string;
  /** The process id of each process the launcher runs now, by name (`order#2`, `gateway`). */
  pids: Map<string, number>;
  /** Every line the launcher and its processes wrote, for a failing test's message. */
  output: string[];
  stop(): Promise<void>;
}

const root = resolve(__dirname, '..', '..', '..');

/**
 * `npm run start:cluster` as the README runs it, on ports of its own: two replicas of each service
 * behind the gateway, over a PostgreSQL server and a 3-broker Kafka (librdkafka's mock cluster) of
 * the test's own, the partner simulator stepping orders every `partnerStepMs`.
 */
export async function startClusterStack(options: {
  port: number;
  servicesBasePort: number;
  partnerStepMs: number;
}): Promise<ClusterStack> {
  const postgres = await startPostgresServer();
  const kafka = await startKafkaMockCluster({ brokers: 3 });
  // Topics spread over the three brokers; the mock's admin API does not create them for kafkajs.
  for (const topic of Object.values(TOPICS)) await kafka.createTopic(topic, 6);
  const databaseUrl = await postgres.createDatabase('marketplace');
  const signingSecret = 'fault-test-signing-secret-0123456789';
  const { NODE_OPTIONS: _jestOnly, ...inherited } = process.env;
  const launcher: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      REPLICAS: '2',
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: kafka.bootstrapServers.join(','),
      // librdkafka's mock holds a group's join for the whole session timeout.
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      PORT: String(options.port),
      SERVICES_BASE_PORT: String(options.servicesBasePort),
      PARTNER_STEP_MS: String(options.partnerStepMs),
      GATEWAY_SIGNING_SECRET: signingSecret,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-cluster-')),
      SKIP_FRONTEND_BUILD: 'true',
      LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'error',
      THROTTLE_REGISTER_PER_ADDRESS: '100000',
    },
  });
  const output: string[] = [];
  const pids = new Map<string, number>();
  const exited = new Promise<void>((resolvePromise) => launcher.once('exit', () => resolvePromise()));
  createInterface({ input: launcher.stderr! }).on('line', (line) => output.push(line));
  const ready = new Promise<void>((resolvePromise, reject) => {
    createInterface({ input: launcher.stdout! }).on('line', (line) => {
      output.push(line);
      const started = /launcher\s+│ (\S+) started: pid (\d+)/.exec(line);
      if (started) pids.set(started[1]!, Number(started[2]));
      if (line.includes('The marketplace is running')) resolvePromise();
    });
    void exited.then(() =>
      reject(new Error(`the launcher exited before it was ready:\n${output.join('\n')}`)),
    );
  });
  const stop = async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGTERM');
    await exited;
    await kafka.stop();
    await postgres.destroy();
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gatewayUrl: `http://127.0.0.1:${options.port}`,
    databaseUrl,
    kafka,
    postgres,
    signingSecret,
    pids,
    output,
    stop,
  };
}
