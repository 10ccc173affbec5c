import { TOPICS } from '@marketplace/contracts';
import { metricValue } from '@marketplace/testing';
import { Registry } from 'prom-client';
import { createEventBus, type EventHandler, type PgTransaction } from '../src';
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

/** A broker address nothing answers on: the relay is never started, so nothing is published. */
const NO_BROKER = '127.0.0.1:1';

describe('the event bus’s metrics', () => {
  const { db, running } = useEventsTestDatabase();

  it('shows the outbox rows a relay has not published yet, and the age of the oldest', async () => {
    const registry = new Registry();
    createEventBus({
      service: 'order',
      schema: PRODUCER,
      kafkaBrokers: NO_BROKER,
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
      metrics: registry,
    });
    expect(metricValue(await registry.metrics(), 'outbox_unpublished_events')).toBe(0);
    expect(metricValue(await registry.metrics(), 'outbox_oldest_unpublished_age_seconds')).toBe(0);

    await changeOrderStatus(db, 1, 'pending', 'accepted');
    await changeOrderStatus(db, 1, 'accepted', 'preparing');
    await db.pool.query(
      `UPDATE ${PRODUCER}.outbox SET created_at = now() - interval '90 seconds' WHERE seq = 1`,
    );
    const scraped = await registry.metrics();
    expect(metricValue(scraped, 'outbox_unpublished_events')).toBe(2);
    expect(metricValue(scraped, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);

    await db.pool.query(`UPDATE ${PRODUCER}.outbox SET published_at = now()`);
    expect(metricValue(await registry.metrics(), 'outbox_unpublished_events')).toBe(0);
  });

  it('shows the outbox-log consumer’s lag, the events it set aside, and no outbox backlog', async () => {
    const registry = new Registry();
    const failing = new Set<number>([2]);
    const handler: EventHandler<PgTransaction> = async (envelope, tx) => {
      if (failing.has(Number((envelope.data as { orderId: number }).orderId))) throw new Error('poisoned');
      await recordEffect(envelope, tx);
    };
    const bus = createEventBus<PgTransaction>({
      service: 'webhook',
      schema: CONSUMER,
      sql: db.sql,
      transactions: db.transactions,
      logger: quietLogger,
      sourceSchemas: { [TOPICS.orders]: PRODUCER },
      pollIntervalMs: 20,
      maxAttempts: 1,
      metrics: registry,
    });
    bus.subscribe(TOPICS.orders, handler);
    await changeOrderStatus(db, 1, 'pending', 'accepted');
    await changeOrderStatus(db, 2, 'pending', 'accepted');
    await changeOrderStatus(db, 3, 'pending', 'accepted');

    const lag = { consumer: 'webhook', topic: TOPICS.orders, partition: '0' };
    let scraped = await registry.metrics();
    expect(metricValue(scraped, 'event_consumer_lag', lag)).toBe(3);
    expect(metricValue(scraped, 'dead_letter_events', { consumer: 'webhook' })).toBe(0);
    expect(metricValue(scraped, 'outbox_unpublished_events')).toBeUndefined();

    running.push(bus);
    await bus.start();
    await waitFor(
      async () => metricValue(await registry.metrics(), 'event_consumer_lag', lag),
      (value) => value === 0,
    );
    scraped = await registry.metrics();
    expect(metricValue(scraped, 'dead_letter_events', { consumer: 'webhook' })).toBe(1);
    expect(
      metricValue(scraped, 'events_set_aside_total', { consumer: 'webhook', topic: TOPICS.orders }),
    ).toBe(1);
    expect(await db.effects()).toHaveLength(2);
  });
});
