import { TOPICS } from '@marketplace/contracts';
import { startKafkaMockCluster, type KafkaMockCluster } from '@marketplace/testing';
import { Partitioners, type Consumer, type Producer } from 'kafkajs';
import { createEventBus, createKafkaClient, type EventBus, type PgTransaction } from '../src';
import {
  changeOrderStatus,
  CONSUMER,
  createEventsTestDatabase,
  FAST_KAFKA_CONSUMER,
  PRODUCER,
  quietLogger,
  recordEffect,
  SETUP_TIMEOUT_MS,
  waitFor,
  type EventsTestDatabase,
} from './event-test-fixtures';

interface SeenMessage {
  key: string | undefined;
  type: string | undefined;
  eventId: string | undefined;
}

jest.setTimeout(30_000);

/** The consumer's attempts at one event before it sets the event aside. */
const MAX_ATTEMPTS = 4;
/** Events about this order always fail to apply. */
const POISON_ORDER = 66;

describe('Kafka transport: outbox relay to a consumer group (librdkafka mock cluster)', () => {
  let db: EventsTestDatabase;
  let cluster: KafkaMockCluster;
  let orderService: EventBus<PgTransaction>;
  let webhookService: EventBus<PgTransaction>;
  let inspector: Consumer;
  let rawProducer: Producer;
  const seen: SeenMessage[] = [];
  let handlerFailuresToCome = 0;
  let connectionLossesToCome = 0;

  const effectsOf = async (eventIds: string[]) =>
    (await db.effects()).filter((effect) => eventIds.includes(effect.eventId));

  beforeAll(async () => {
    [db, cluster] = await Promise.all([createEventsTestDatabase(), startKafkaMockCluster({ brokers: 1 })]);
    const kafkaBrokers = cluster.bootstrapServers.join(',');
    const common = {
      kafkaBrokers,
      kafkaConsumer: FAST_KAFKA_CONSUMER,
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
    };
    orderService = createEventBus<PgTransaction>({ ...common, service: 'order', schema: PRODUCER });
    webhookService = createEventBus<PgTransaction>({
      ...common,
      service: 'webhook',
      schema: CONSUMER,
      maxAttempts: MAX_ATTEMPTS,
    });
    webhookService.subscribe(TOPICS.orders, async (envelope, tx) => {
      if ((envelope.data as { orderId: number }).orderId === POISON_ORDER)
        throw new Error(`order ${POISON_ORDER} cannot be applied`);
      if (handlerFailuresToCome > 0) {
        handlerFailuresToCome -= 1;
        throw new Error('downstream unavailable');
      }
      if (connectionLossesToCome > 0) {
        connectionLossesToCome -= 1;
        // What node-postgres throws when the server goes away under a query (a restart).
        throw new Error('Connection terminated unexpectedly');
      }
      await recordEffect(envelope, tx);
    });

    // A second group sees exactly what the broker carries: keys, headers, duplicates.
    const kafka = createKafkaClient({
      brokers: cluster.bootstrapServers,
      clientId: 'inspector',
      logger: quietLogger,
    });
    inspector = kafka.consumer({
      groupId: 'inspector',
      sessionTimeout: 6_000,
      heartbeatInterval: 500,
      maxWaitTimeInMs: 100,
    });
    rawProducer = kafka.producer({
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await Promise.all([inspector.connect(), rawProducer.connect()]);
    await inspector.subscribe({ topics: [TOPICS.orders], fromBeginning: true });
    await inspector.run({
      eachMessage: async ({ message }) => {
        const value = message.value?.toString() ?? '';
        let eventId: string | undefined;
        try {
          eventId = (JSON.parse(value) as { id?: string }).id;
        } catch {
          eventId = undefined;
        }
        seen.push({ key: message.key?.toString(), type: message.headers?.type?.toString(), eventId });
      },
    });
    // The topic does not exist yet: subscribing must survive that (auto-creation).
    await Promise.all([orderService.start(), webhookService.start()]);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([
      webhookService?.shutdown(),
      orderService?.shutdown(),
      inspector?.disconnect(),
      rawProducer?.disconnect(),
    ]);
    await Promise.all([cluster?.stop(), db?.close()]);
  });

  it('publishes events committed with the business change, keyed by order id, to a consumer group that applies them in order', async () => {
    const written = [
      await changeOrderStatus(db, 7, 'pending', 'accepted'),
      await changeOrderStatus(db, 8, 'pending', 'accepted'),
      await changeOrderStatus(db, 7, 'accepted', 'preparing'),
      await changeOrderStatus(db, 7, 'preparing', 'ready'),
    ];
    orderService.notify();
    const ids = written.map((event) => event.id);

    const effects = await waitFor(
      () => effectsOf(ids),
      (rows) => rows.length === 4,
    );

    expect(effects.filter((row) => row.orderId === 7).map((row) => row.status)).toEqual([
      'accepted',
      'preparing',
      'ready',
    ]);
    expect(effects.filter((row) => row.orderId === 8).map((row) => row.status)).toEqual(['accepted']);
    await waitFor(
      async () => seen.filter((message) => message.eventId && ids.includes(message.eventId)),
      (messages) => messages.length === 4,
    );
    for (const event of written) {
      expect(seen).toContainEqual({
        key: String(event.data.orderId),
        type: 'order.status_changed',
        eventId: event.id,
      });
    }
    const unpublished = await db.pool.query(`SELECT id FROM ${PRODUCER}.outbox WHERE published_at IS NULL`);
    expect(unpublished.rows).toEqual([]);
  });

  it('applies an event delivered twice only once', async () => {
    const event = await changeOrderStatus(db, 21, 'pending', 'accepted');
    orderService.notify();
    await waitFor(
      () => effectsOf([event.id]),
      (rows) => rows.length === 1,
    );

    // As after a relay crash between the broker's ack and marking the row: published again.
    await db.pool.query(`UPDATE ${PRODUCER}.outbox SET published_at = NULL WHERE id = $1`, [event.id]);
    orderService.notify();
    await waitFor(
      async () => seen.filter((message) => message.eventId === event.id),
      (copies) => copies.length === 2,
    );
    const later = await changeOrderStatus(db, 21, 'accepted', 'preparing');
    orderService.notify();
    await waitFor(
      () => effectsOf([later.id]),
      (rows) => rows.length === 1,
    );

    expect(await effectsOf([event.id])).toHaveLength(1);
  });

  it('skips malformed messages and goes on consuming', async () => {
    await rawProducer.send({
      topic: TOPICS.orders,
      messages: [
        { key: '31', value: 'order 31 is ready' },
        { key: '31', value: JSON.stringify({ id: 'not-a-uuid', type: 'order.status_changed', data: {} }) },
        { key: '31', value: null },
      ],
    });
    const valid = await changeOrderStatus(db, 31, 'pending', 'accepted');
    orderService.notify();

    const effects = await waitFor(
      () => effectsOf([valid.id]),
      (rows) => rows.length === 1,
    );

    expect(effects[0]).toMatchObject({ orderId: 31, status: 'accepted' });
  });

  it('retries a failing handler until it succeeds, keeping the order', async () => {
    handlerFailuresToCome = MAX_ATTEMPTS - 1;
    const first = await changeOrderStatus(db, 41, 'pending', 'accepted');
    const second = await changeOrderStatus(db, 41, 'accepted', 'preparing');
    orderService.notify();

    const effects = await waitFor(
      () => effectsOf([first.id, second.id]),
      (rows) => rows.length === 2,
    );

    expect(effects.map((row) => row.eventId)).toEqual([first.id, second.id]);
    expect(handlerFailuresToCome).toBe(0);
  });

  it('keeps retrying an event past its attempts while the database is away, and applies it once back', async () => {
    connectionLossesToCome = MAX_ATTEMPTS + 1;
    const event = await changeOrderStatus(db, 51, 'pending', 'accepted');
    orderService.notify();

    const effects = await waitFor(
      () => effectsOf([event.id]),
      (rows) => rows.length === 1,
    );

    expect(effects[0]?.eventId).toBe(event.id);
    expect(connectionLossesToCome).toBe(0);
    expect((await db.deadLetters()).filter((row) => row.eventId === event.id)).toEqual([]);
  });

  it('sets aside an event its handler keeps failing on, then goes on with the partition', async () => {
    const poison = await changeOrderStatus(db, POISON_ORDER, 'pending', 'accepted');
    const after = await changeOrderStatus(db, POISON_ORDER + 1, 'pending', 'accepted');
    orderService.notify();

    const deadLetters = await waitFor(db.deadLetters, (rows) => rows.length === 1);
    const effects = await waitFor(
      () => effectsOf([poison.id, after.id]),
      (rows) => rows.length === 1,
    );

    expect(deadLetters).toEqual([
      {
        eventId: poison.id,
        topic: TOPICS.orders,
        type: 'order.status_changed',
        error: `Error: order ${POISON_ORDER} cannot be applied`,
        attempts: MAX_ATTEMPTS,
      },
    ]);
    expect(effects.map((row) => row.eventId)).toEqual([after.id]);
  });
});
