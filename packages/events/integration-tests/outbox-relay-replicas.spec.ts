import { TOPICS } from '@marketplace/contracts';
import { startKafkaMockCluster, type KafkaMockCluster } from '@marketplace/testing';
import type { Consumer } from 'kafkajs';
import { appendToOutbox, createKafkaClient, OutboxRelay } from '../src';
import {
  createEventsTestDatabase,
  PRODUCER,
  quietLogger,
  SETUP_TIMEOUT_MS,
  statusChanged,
  waitFor,
  type EventsTestDatabase,
} from './event-test-fixtures';

// Bounded by its seeded size, not by time: the generous limit is for a busy CI machine (alone it takes about 18 s).
jest.setTimeout(120_000);

/** Bounded and seeded, so a failure is the same failure on every run. */
const SEED = 14;
const EVENTS = 240;
const KEYS = [101, 102, 103, 104, 105];

interface Published {
  key: string;
  eventId: string;
  partition: number;
  offset: bigint;
}

/** mulberry32: a small seeded generator. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('Outbox relays of two replicas over one outbox (librdkafka mock cluster)', () => {
  let db: EventsTestDatabase;
  let cluster: KafkaMockCluster;
  let inspector: Consumer | undefined;
  const relays: OutboxRelay[] = [];

  const startRelay = async (name: string) => {
    const relay = OutboxRelay.fromConfig({
      brokers: cluster.bootstrapServers,
      clientId: name,
      schema: PRODUCER,
      sql: db.sql,
      logger: quietLogger,
      // Small batches and quick polls: many chances for two relays to send the same rows.
      batchSize: 5,
      pollIntervalMs: 10,
      leaseMs: 1_000,
    });
    await relay.start();
    relays.push(relay);
    return relay;
  };

  beforeAll(async () => {
    [db, cluster] = await Promise.all([createEventsTestDatabase(), startKafkaMockCluster({ brokers: 1 })]);
    await cluster.createTopic(TOPICS.orders, 3);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([...relays.map((relay) => relay.shutdown()), inspector?.disconnect()]);
    await Promise.all([cluster?.stop(), db?.close()]);
  });

  it("publishes each key's events once, at Kafka offsets in outbox order, while the publishing replica changes", async () => {
    const random = seeded(SEED);
    const replicas = [await startRelay('replica-a'), await startRelay('replica-b')];
    for (let index = 0; index < EVENTS; index += 1) {
      const key = KEYS[Math.floor(random() * KEYS.length)]!;
      await db.transactions.runInTransaction((tx) =>
        appendToOutbox(tx, PRODUCER, statusChanged(key, 'pending', 'accepted')),
      );
      // Both are told, as both replicas' commits would tell their own relay.
      for (const relay of replicas) if (random() < 0.5) relay.notify();
      // A rolling restart: one replica stops (publishing what it holds) and a new one starts.
      if (index === EVENTS / 3 || index === (2 * EVENTS) / 3) {
        const leaving = replicas.splice(Math.floor(random() * replicas.length), 1)[0]!;
        await leaving.shutdown();
        replicas.push(await startRelay(`replica-${index}`));
      }
    }
    for (const relay of replicas) relay.notify();
    await waitFor(
      async () =>
        (await db.pool.query(`SELECT 1 FROM ${PRODUCER}.outbox WHERE published_at IS NULL`)).rowCount,
      (unpublished) => unpublished === 0,
    );

    const published: Published[] = [];
    inspector = createKafkaClient({
      brokers: cluster.bootstrapServers,
      clientId: 'inspector',
      logger: quietLogger,
    }).consumer({
      groupId: 'inspector',
      sessionTimeout: 6_000,
      heartbeatInterval: 500,
      maxWaitTimeInMs: 100,
    });
    await inspector.connect();
    await inspector.subscribe({ topics: [TOPICS.orders], fromBeginning: true });
    await inspector.run({
      eachMessage: async ({ partition, message }) => {
        published.push({
          key: message.key?.toString() ?? '',
          eventId: (JSON.parse(message.value?.toString() ?? '{}') as { id: string }).id,
          partition,
          offset: BigInt(message.offset),
        });
      },
    });
    await waitFor(
      async () => published.length,
      (count) => count >= EVENTS,
    );
    // Room for a copy sent twice to arrive after the last original.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const outbox = (
      await db.pool.query<{ id: string; key: string }>(`SELECT id, key FROM ${PRODUCER}.outbox ORDER BY seq`)
    ).rows;
    expect(published.map((message) => message.eventId).sort()).toEqual(outbox.map((row) => row.id).sort());
    for (const key of KEYS.map(String)) {
      const ofKey = published
        .filter((message) => message.key === key)
        .sort((a, b) => (a.offset < b.offset ? -1 : 1));
      expect(new Set(ofKey.map((message) => message.partition)).size).toBeLessThanOrEqual(1);
      expect(ofKey.map((message) => message.eventId)).toEqual(
        outbox.filter((row) => row.key === key).map((row) => row.id),
      );
    }
  });
});
