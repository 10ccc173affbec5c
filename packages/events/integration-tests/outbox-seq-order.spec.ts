import { TOPICS } from '@marketplace/contracts';
import type { Kafka } from 'kafkajs';
import { OutboxLogConsumer, OutboxRelay, type PgTransaction } from '../src';
import {
  changeOrderStatus,
  CONSUMER,
  PRODUCER,
  quietLogger,
  recordEffect,
  useEventsTestDatabase,
  waitFor,
} from './event-test-fixtures';

jest.setTimeout(15_000);

/** A producer that records the event ids it was given, in order. */
function recordingKafka() {
  const sent: string[] = [];
  const kafka = {
    producer: () => ({
      connect: async () => {},
      disconnect: async () => {},
      sendBatch: async ({
        topicMessages,
      }: {
        topicMessages: Array<{ messages: Array<{ value: string }> }>;
      }) => {
        for (const { messages } of topicMessages)
          for (const message of messages) sent.push((JSON.parse(message.value) as { id: string }).id);
      },
    }),
  } as unknown as Kafka;
  return { kafka, sent };
}

/**
 * Both readers of an outbox select seq as text: ordered by that alias, '100' sorts before '96', and
 * a backlog across a power of ten came out of order (after a Kafka broker's outage, one order's
 * statuses reached Kafka in the wrong order; the outbox log skipped rows past its new position).
 */
describe('outbox rows read in seq order across a power of ten', () => {
  const { db, running } = useEventsTestDatabase();

  /** Order 7's statuses as a backlog at seq 96..105: the first four have two digits. */
  const backlog = async () => {
    await db.pool.query(`SELECT setval('${PRODUCER}.outbox_seq_seq', 95)`);
    const written = [];
    for (let index = 0; index < 10; index += 1)
      written.push((await changeOrderStatus(db, 7, 'pending', 'accepted')).id);
    return written;
  };

  it('OutboxRelay publishes the backlog in seq order', async () => {
    const written = await backlog();
    const { kafka, sent } = recordingKafka();
    const relay = new OutboxRelay({
      kafka,
      schema: PRODUCER,
      sql: db.sql,
      logger: quietLogger,
      batchSize: 4,
    });
    running.push(relay);
    await relay.start();
    await waitFor(
      async () => sent.length,
      (count) => count === written.length,
      5_000,
    );

    expect(sent).toEqual(written);
  });

  it('OutboxLogConsumer hands every event of the backlog over, in seq order', async () => {
    const written = await backlog();
    const consumer = new OutboxLogConsumer<PgTransaction>({
      name: 'webhook',
      schema: CONSUMER,
      sql: db.sql,
      transactions: db.transactions,
      sourceSchemas: { [TOPICS.orders]: PRODUCER },
      logger: quietLogger,
      pollIntervalMs: 50,
      batchSize: 4,
    });
    consumer.subscribe(TOPICS.orders, recordEffect);
    running.push(consumer);
    await consumer.start();
    const effects = await waitFor(db.effects, (rows) => rows.length === written.length, 5_000);

    expect(effects.map((effect) => effect.eventId)).toEqual(written);
  });
});
