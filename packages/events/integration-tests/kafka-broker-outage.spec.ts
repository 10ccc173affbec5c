import { TOPICS } from '@marketplace/contracts';
import { startKafkaMockCluster, type KafkaMockCluster } from '@marketplace/testing';
import { createEventBus, type EventBus, type PgTransaction } from '../src';
import {
  changeOrderStatus,
  CONSUMER,
  createEventsTestDatabase,
  delay,
  FAST_KAFKA_CONSUMER,
  PRODUCER,
  quietLogger,
  recordEffect,
  SETUP_TIMEOUT_MS,
  waitFor,
  type EventsTestDatabase,
} from './event-test-fixtures';

jest.setTimeout(30_000);

describe('Kafka transport through a broker outage', () => {
  let db: EventsTestDatabase;
  let cluster: KafkaMockCluster;
  let orderService: EventBus<PgTransaction>;
  let webhookService: EventBus<PgTransaction>;

  const startServices = async () => {
    const common = {
      kafkaBrokers: cluster.bootstrapServers.join(','),
      kafkaConsumer: FAST_KAFKA_CONSUMER,
      relay: { flushTimeoutMs: 1_000 },
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
    };
    orderService = createEventBus<PgTransaction>({ ...common, service: 'order', schema: PRODUCER });
    webhookService = createEventBus<PgTransaction>({ ...common, service: 'webhook', schema: CONSUMER });
    webhookService.subscribe(TOPICS.orders, recordEffect);
    await Promise.all([orderService.start(), webhookService.start()]);
  };

  beforeAll(async () => {
    [db, cluster] = await Promise.all([createEventsTestDatabase(), startKafkaMockCluster({ brokers: 1 })]);
    await startServices();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([webhookService?.shutdown(), orderService?.shutdown()]);
    await Promise.all([cluster?.stop(), db?.close()]);
  });

  it('delivers the events written while the broker was down once it is back, losing none', async () => {
    const before = await changeOrderStatus(db, 1, 'pending', 'accepted');
    orderService.notify();
    await waitFor(db.effects, (rows) => rows.length === 1);

    await cluster.brokerDown(1);
    const during = [
      await changeOrderStatus(db, 1, 'accepted', 'preparing'),
      await changeOrderStatus(db, 2, 'pending', 'accepted'),
      await changeOrderStatus(db, 1, 'preparing', 'ready'),
    ];
    orderService.notify();
    await delay(1_500);
    const stuck = await db.pool.query(
      `SELECT count(*)::int AS n FROM ${PRODUCER}.outbox WHERE published_at IS NULL`,
    );
    expect(stuck.rows[0]).toEqual({ n: 3 });
    expect(await db.effects()).toHaveLength(1);

    await cluster.brokerUp(1);
    const effects = await waitFor(db.effects, (rows) => rows.length === 4, 25_000);

    expect(effects[0]?.eventId).toBe(before.id);
    expect(new Set(effects.map((row) => row.eventId))).toEqual(
      new Set([before.id, ...during.map((event) => event.id)]),
    );
    expect(effects.filter((row) => row.orderId === 1).map((row) => row.status)).toEqual([
      'accepted',
      'preparing',
      'ready',
    ]);
  });

  it('shuts down in bounded time while the broker is down and publishes the rest after a restart', async () => {
    await cluster.brokerDown(1);
    const pending = await changeOrderStatus(db, 3, 'pending', 'accepted');
    orderService.notify();

    const stopping = Date.now();
    await Promise.all([webhookService.shutdown(), orderService.shutdown()]);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    const row = await db.pool.query(`SELECT published_at FROM ${PRODUCER}.outbox WHERE id = $1`, [
      pending.id,
    ]);
    expect(row.rows[0]).toEqual({ published_at: null });

    await cluster.brokerUp(1);
    await startServices();
    orderService.notify();
    await waitFor(
      async () => (await db.effects()).filter((effect) => effect.eventId === pending.id),
      (rows) => rows.length === 1,
    );
  });
});
