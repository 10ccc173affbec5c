import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import pino from 'pino';
import { TOPICS, WEBHOOK_PATH } from '@marketplace/contracts';
import { createKafkaClient } from '@marketplace/events';
import { signIdentity, webhookHeaders } from '@marketplace/service-kit';
import {
  createTestDatabase,
  startKafkaMockCluster,
  type KafkaMockCluster,
  type TestDatabase,
} from '@marketplace/testing';
import { WEBHOOK_SCHEMA } from '../src/infra/db/schema';
import { DATABASE_START_TIMEOUT_MS, GATEWAY_SECRET, WEBHOOK_SECRET } from './webhook-test-app';

jest.setTimeout(120_000);

/** Longer than the relay's flush and publish timeouts (5 s each), as runService requires. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SENDERS = 8;
/** Accepted deliveries before SIGTERM, so the signal lands in the middle of the load. */
const ACCEPTED_BEFORE_SIGNAL = 150;

interface ServiceProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  logLines: string[];
}

/** The webhook service as `npm start` runs it: its own process, migrating its own schema. */
async function startWebhookService(env: Record<string, string>): Promise<ServiceProcess> {
  const { NODE_OPTIONS: _jestOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..'),
    env: { ...inherited, ...env, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logLines.push(line);
      const entry = JSON.parse(line.startsWith('{') ? line : '{}') as { msg?: string; port?: number };
      if (entry.msg === 'listening' && entry.port) resolve(entry.port);
    });
    void exited.then((code) =>
      reject(new Error(`webhook service exited (${code}):\n${logLines.join('\n')}`)),
    );
  });
  return { child, port, exited, logLines };
}

type Outcome = { status: number } | { error: string };

/** One partner delivery, signed, over a keep-alive connection. */
function deliver(port: number, agent: Agent, orderId: string, sequence: number): Promise<Outcome> {
  const body = JSON.stringify({ event: 'order.status_changed', orderId, status: 'preparing' });
  const headers = {
    'content-type': 'application/json',
    ...webhookHeaders({
      id: `msg_shutdown_${sequence}`,
      timestamp: Math.floor(Date.now() / 1000),
      body,
      secret: WEBHOOK_SECRET,
    }),
    ...signIdentity({}, GATEWAY_SECRET, { method: 'POST', path: WEBHOOK_PATH }),
  };
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: WEBHOOK_PATH, method: 'POST', agent, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('webhook service: SIGTERM under load', () => {
  let database: TestDatabase;
  let cluster: KafkaMockCluster;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    [database, cluster] = await Promise.all([createTestDatabase(), startKafkaMockCluster({ brokers: 1 })]);
    await cluster.createTopic(TOPICS.webhooks, 2);
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await Promise.all([cluster?.stop(), database?.drop()]);
  });

  it('answers what it accepted, publishes every accepted delivery to Kafka and exits 0 within the deadline', async () => {
    service = await startWebhookService({
      DATABASE_URL: database.connectionString,
      GATEWAY_SIGNING_SECRET: GATEWAY_SECRET,
      WEBHOOK_SECRET,
      KAFKA_BROKERS: cluster.bootstrapServers.join(','),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    const { port } = service;
    const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
    const accepted: string[] = [];
    const other: Outcome[] = [];
    let sequence = 0;
    let signalled: () => void = () => {};
    const enoughAccepted = new Promise<void>((resolve) => (signalled = resolve));

    // Each sender keeps delivering on its keep-alive connection until the service stops answering.
    const sender = async () => {
      for (;;) {
        const orderId = `SD-${++sequence}`;
        const outcome = await deliver(port, agent, orderId, sequence);
        if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) accepted.push(orderId);
        else other.push(outcome);
        if (accepted.length >= ACCEPTED_BEFORE_SIGNAL) signalled();
        if ('error' in outcome) return;
      }
    };
    const senders = Array.from({ length: SENDERS }, sender);
    await enoughAccepted;
    const signalledAt = Date.now();
    service.child.kill('SIGTERM');
    const exitCode = await service.exited;
    const shutdownMs = Date.now() - signalledAt;
    await Promise.all(senders);
    agent.destroy();

    expect(exitCode).toBe(0);
    expect(shutdownMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // What was not accepted was refused a connection, never answered with an error.
    expect(other.filter((outcome) => 'status' in outcome)).toEqual([]);

    const db = new Client({ connectionString: database.connectionString });
    await db.connect();
    const unpublished = await db.query(
      `SELECT key FROM "${WEBHOOK_SCHEMA}".outbox WHERE published_at IS NULL`,
    );
    await db.end();
    // The relay's flush left nothing behind, then Kafka has every accepted delivery.
    expect(unpublished.rows).toEqual([]);
    const published = new Set<string>();
    const inspector = createKafkaClient({
      brokers: cluster.bootstrapServers,
      clientId: 'inspector',
      logger: pino({ level: 'silent' }),
    }).consumer({
      groupId: 'inspector',
      sessionTimeout: 6_000,
      heartbeatInterval: 500,
      maxWaitTimeInMs: 100,
    });
    await inspector.connect();
    await inspector.subscribe({ topics: [TOPICS.webhooks], fromBeginning: true });
    await inspector.run({
      eachMessage: async ({ message }) => {
        const envelope = JSON.parse(message.value?.toString() ?? '{}') as { data?: { orderId?: string } };
        if (envelope.data?.orderId) published.add(envelope.data.orderId);
      },
    });
    const deadline = Date.now() + 20_000;
    while (accepted.some((orderId) => !published.has(orderId)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await inspector.disconnect();

    expect(accepted.filter((orderId) => !published.has(orderId))).toEqual([]);
  });
});
