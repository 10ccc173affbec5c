import { join } from 'node:path';
import { TOPICS, WEBHOOK_PATH } from '@marketplace/contracts';
import { signIdentity, webhookHeaders } from '@marketplace/service-kit';
import {
  createTestDatabase,
  isAccepted,
  readEventKeys,
  sigtermUnderLoad,
  startKafkaMockCluster,
  startServiceProcess,
  unpublishedOutboxKeys,
  type KafkaMockCluster,
  type LoadRequest,
  type ServiceProcess,
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

const orderIdOf = (sequence: number) => `SD-${sequence}`;

/** One partner delivery, signed, as the gateway forwards it. */
function delivery(sequence: number): LoadRequest {
  const body = JSON.stringify({
    event: 'order.status_changed',
    orderId: orderIdOf(sequence),
    status: 'preparing',
  });
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
  return { path: WEBHOOK_PATH, headers, body };
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
    service = await startServiceProcess(join(__dirname, '..'), {
      DATABASE_URL: database.connectionString,
      GATEWAY_SIGNING_SECRET: GATEWAY_SECRET,
      WEBHOOK_SECRET,
      KAFKA_BROKERS: cluster.bootstrapServers.join(','),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });

    const { exitCode, shutdownMs, answers } = await sigtermUnderLoad(service, {
      clients: SENDERS,
      acceptedBeforeSignal: ACCEPTED_BEFORE_SIGNAL,
      request: delivery,
    });

    expect(exitCode).toBe(0);
    expect(shutdownMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // What was not accepted was refused a connection, never answered with an error.
    expect(answers.filter(({ answer }) => 'status' in answer && !isAccepted(answer))).toEqual([]);
    // The relay's flush left nothing behind, then Kafka has every accepted delivery.
    expect(await unpublishedOutboxKeys(database.connectionString, WEBHOOK_SCHEMA)).toEqual([]);
    const accepted = answers
      .filter(({ answer }) => isAccepted(answer))
      .map(({ sequence }) => orderIdOf(sequence));
    expect(accepted.length).toBeGreaterThanOrEqual(ACCEPTED_BEFORE_SIGNAL);
    const published = await readEventKeys({
      brokers: cluster.bootstrapServers,
      topic: TOPICS.webhooks,
      keyOf: (event) => (event.type === 'webhook.received' ? String(event.data.orderId) : undefined),
      expected: accepted,
    });
    expect(accepted.filter((orderId) => !published.has(orderId))).toEqual([]);
  });
});
