import type { EachBatchPayload, Kafka } from 'kafkajs';
import pino from 'pino';
import { DEFAULT_WEBHOOK_PARTNER, TOPICS } from '@marketplace/contracts';
import { createEventBus } from './event-bus';
import { buildEventEnvelope } from './event-envelope';
import { appendToOutbox } from './outbox-writer';
import { memoryOutbox, type MemoryOutboxRow } from './memory-outbox.test-support';
import type { PrismaRawClient, TransactionRunner } from './sql-client';

let mockKafka: Kafka;
// The bus builds its Kafka client from KAFKA_BROKERS; this one is the broker of the test below.
jest.mock('./kafka-client', () => ({
  ...jest.requireActual<typeof import('./kafka-client')>('./kafka-client'),
  createKafkaClient: () => mockKafka,
}));

/**
 * The service's outbox in memory: a transaction's rows are seen once it commits; the relay reads
 * and marks them, and its lease is always granted.
 */
function fakeOutbox() {
  const { sql, rows } = memoryOutbox();
  const transactions: TransactionRunner<PrismaRawClient> = {
    runInTransaction: async (fn) => {
      const written: MemoryOutboxRow[] = [];
      const tx: PrismaRawClient = {
        $executeRawUnsafe: async (text, ...values) => {
          // appendToOutbox's rows: one JSON array of them, in their order.
          if (text.includes('INSERT INTO "orders".outbox')) {
            const batch = JSON.parse(String(values[0])) as {
              id: string;
              topic: string;
              key: string;
              type: string;
              payload: unknown;
            }[];
            for (const { id, topic, key, type, payload } of batch)
              written.push({
                seq: '',
                id,
                topic,
                key,
                type,
                payload: JSON.stringify(payload),
                published: false,
              });
          }
          return 1;
        },
        $queryRawUnsafe: async <T>() => [] as T,
      };
      const result = await fn(tx);
      for (const row of written) rows.push({ ...row, seq: String(rows.length + 1) });
      return result;
    },
  };
  return { sql, transactions, rows };
}

/**
 * A broker whose consumer is handed one batch by the test; as kafkajs does, disconnecting the
 * consumer waits for the batch in flight. The producer records what it sends.
 */
function fakeBroker() {
  const sent: string[] = [];
  let eachBatch: ((payload: EachBatchPayload) => Promise<void>) | undefined;
  let batchInFlight: Promise<void> = Promise.resolve();
  let disconnecting = () => {};
  const consumerDisconnecting = new Promise<void>((resolve) => (disconnecting = resolve));
  const kafka = {
    producer: () => ({
      connect: async () => {},
      disconnect: async () => {},
      sendBatch: async ({
        topicMessages,
      }: {
        topicMessages: Array<{ messages: Array<{ value: string }> }>;
      }) => {
        for (const { messages } of topicMessages) sent.push(...messages.map((message) => message.value));
      },
    }),
    consumer: () => ({
      events: { CRASH: 'consumer.crash' },
      on: () => {},
      connect: async () => {},
      subscribe: async () => {},
      run: async (config: { eachBatch: (payload: EachBatchPayload) => Promise<void> }) => {
        eachBatch = config.eachBatch;
      },
      disconnect: async () => {
        disconnecting();
        await batchInFlight;
      },
    }),
  } as unknown as Kafka;
  /** Delivers one message, as the consumer's next fetch would. */
  const deliver = (topic: string, value: string) => {
    batchInFlight = eachBatch!({
      batch: {
        topic,
        partition: 0,
        highWatermark: '1',
        messages: [{ offset: '0', value: Buffer.from(value) }],
      },
      resolveOffset: () => {},
      heartbeat: async () => {},
      commitOffsetsIfNecessary: async () => {},
      isRunning: () => true,
      isStale: () => false,
    } as unknown as EachBatchPayload);
  };
  return { kafka, sent, deliver, consumerDisconnecting };
}

describe('createEventBus on Kafka: shutdown', () => {
  it('stops its consumers before the relay’s final flush, so events their handlers append are published', async () => {
    const outbox = fakeOutbox();
    const broker = fakeBroker();
    mockKafka = broker.kafka;
    const bus = createEventBus<PrismaRawClient>({
      service: 'order',
      schema: 'orders',
      kafkaBrokers: 'kafka.test:9092',
      sql: outbox.sql,
      transactions: outbox.transactions,
      logger: pino({ level: 'silent' }),
      relay: { pollIntervalMs: 60_000 },
    });
    let handling = () => {};
    const handlerStarted = new Promise<void>((resolve) => (handling = resolve));
    // As the order service applies a partner's status: the handler appends order.status_changed.
    // It is still running when the shutdown begins and ends only once the consumer is told to stop.
    bus.subscribe(TOPICS.webhooks, async (_webhook, tx) => {
      handling();
      await broker.consumerDisconnecting;
      await appendToOutbox(tx, 'orders', {
        type: 'order.status_changed',
        source: 'order',
        subject: '42',
        data: {
          orderId: 42,
          userId: 7,
          previousStatus: 'pending',
          status: 'accepted',
          externalStatus: 'accepted',
          changedAt: new Date().toISOString(),
          source: 'webhook',
        },
      });
    });
    await bus.start();
    const webhook = buildEventEnvelope({
      type: 'webhook.received',
      source: 'webhook',
      subject: 'P-42',
      data: {
        webhookLogId: 1,
        event: 'order.status_changed',
        orderId: 'P-42',
        status: 'accepted',
        externalStatus: 'accepted',
        receivedAt: new Date().toISOString(),
        partner: DEFAULT_WEBHOOK_PARTNER,
      },
    });
    broker.deliver(TOPICS.webhooks, JSON.stringify(webhook));
    await handlerStarted;

    await bus.shutdown();

    expect(outbox.rows.map((row) => [row.type, row.published])).toEqual([['order.status_changed', true]]);
    expect(broker.sent.map((value) => (JSON.parse(value) as { type: string }).type)).toEqual([
      'order.status_changed',
    ]);
  });
});
