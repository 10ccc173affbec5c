import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { parseEventEnvelope, type EventEnvelope, type Topic } from '@marketplace/contracts';

export interface ReadEventKeysOptions {
  brokers: string[];
  topic: Topic;
  /** What identifies an event for the test (e.g. its order id); undefined skips the event. */
  keyOf: (event: EventEnvelope) => string | undefined;
  /** Stops reading once every one of these has been read. */
  expected: readonly string[];
  /** Stops reading after this long, with what was read so far (default 20 s). */
  timeoutMs?: number;
}

/**
 * The keys of the events on a Kafka topic, read from its beginning by a consumer group of its own
 * until every expected key has been read or the time is up: what a new subscriber would receive.
 */
export async function readEventKeys(options: ReadEventKeysOptions): Promise<Set<string>> {
  const read = new Set<string>();
  const consumer = new Kafka({
    brokers: options.brokers,
    clientId: 'test-inspector',
    logLevel: logLevel.NOTHING,
  }).consumer({
    groupId: `test-inspector-${randomUUID()}`,
    sessionTimeout: 6_000,
    heartbeatInterval: 500,
    maxWaitTimeInMs: 100,
  });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [options.topic], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const key = options.keyOf(parseEventEnvelope(JSON.parse(message.value?.toString() ?? 'null')));
        if (key !== undefined) read.add(key);
      },
    });
    const deadline = Date.now() + (options.timeoutMs ?? 20_000);
    while (options.expected.some((key) => !read.has(key)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await consumer.disconnect();
  }
  return read;
}

/** The keys of the outbox rows of a service's schema that no relay has published. */
export async function unpublishedOutboxKeys(connectionString: string, schema: string): Promise<string[]> {
  const db = new Client({ connectionString });
  await db.connect();
  try {
    const { rows } = await db.query<{ key: string }>(
      `SELECT key FROM "${schema}".outbox WHERE published_at IS NULL ORDER BY seq`,
    );
    return rows.map((row) => row.key);
  } finally {
    await db.end();
  }
}
