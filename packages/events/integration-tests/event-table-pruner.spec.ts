import { randomUUID } from 'node:crypto';
import { TableLease } from '@marketplace/db';
import { Registry } from 'prom-client';
import { EventTablePruner, type EventRetention, type OutboxPruneRule } from '../src';
import { PRODUCER, quietLogger, useEventsTestDatabase } from './event-test-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-03T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const RETENTION: EventRetention = {
  outboxMs: 7 * DAY_MS,
  processedEventsMs: 15 * DAY_MS,
  intervalMs: 60_000,
};

describe('EventTablePruner: event rows past their retention, one replica at a time', () => {
  const { db } = useEventsTestDatabase();

  const addOutboxRow = (createdAt: Date, publishedAt: Date | null) =>
    db.pool.query(
      `INSERT INTO ${PRODUCER}.outbox (id, topic, key, type, payload, created_at, published_at)
       VALUES ($1, 'orders', '1', 'order.placed', '{}', $2, $3)`,
      [randomUUID(), createdAt, publishedAt],
    );
  const addProcessed = (processedAt: Date) =>
    db.pool.query(
      `INSERT INTO ${PRODUCER}.processed_events (consumer, event_id, processed_at) VALUES ('order', $1, $2)`,
      [randomUUID(), processedAt],
    );
  const outboxAges = async () =>
    (
      await db.pool.query<{ days: number; published: boolean }>(
        `SELECT round(extract(epoch FROM $1::timestamptz - created_at) / 86400)::int AS days,
                published_at IS NOT NULL AS published
           FROM ${PRODUCER}.outbox ORDER BY seq`,
        [NOW],
      )
    ).rows;
  const processedAges = async () =>
    (
      await db.pool.query<{ days: number }>(
        `SELECT round(extract(epoch FROM $1::timestamptz - processed_at) / 86400)::int AS days
           FROM ${PRODUCER}.processed_events ORDER BY processed_at DESC`,
        [NOW],
      )
    ).rows.map((row) => row.days);
  const pruner = (
    outboxRule: OutboxPruneRule,
    options: { metrics?: Registry; retention?: EventRetention } = {},
  ) =>
    new EventTablePruner({
      sql: db.sql,
      schema: PRODUCER,
      retention: options.retention ?? RETENTION,
      outboxRule,
      logger: quietLogger,
      metrics: options.metrics,
      // Smaller than what is due, so a round takes several batches.
      batchSize: 2,
    });

  async function seed() {
    for (let i = 0; i < 5; i += 1) await addOutboxRow(daysAgo(9), daysAgo(8));
    await addOutboxRow(daysAgo(8), null); // never published: the relay still owes it to Kafka
    await addOutboxRow(daysAgo(3), daysAgo(3));
    for (let i = 0; i < 3; i += 1) await addProcessed(daysAgo(16));
    await addProcessed(daysAgo(10));
  }

  it('with a relay, deletes outbox rows published before the retention and ids processed before theirs, batch by batch', async () => {
    await seed();
    const metrics = new Registry();

    const outcome = await pruner('published', { metrics }).pruneOnce(NOW);

    expect(outcome).toEqual({
      pruned: { outbox: 5, processed_events: 3 },
      kept: { outbox: 2, processed_events: 1 },
    });
    expect(await outboxAges()).toEqual([
      { days: 8, published: false },
      { days: 3, published: true },
    ]);
    expect(await processedAges()).toEqual([10]);
    const figures = await metrics.getMetricsAsJSON();
    const values = (name: string) =>
      Object.fromEntries(
        (figures.find((metric) => metric.name === name)?.values ?? []).map((v) => [v.labels.table, v.value]),
      );
    expect(values('event_rows_pruned_total')).toEqual({ outbox: 5, processed_events: 3 });
    expect(values('event_table_rows')).toEqual({ outbox: 2, processed_events: 1 });
  });

  it('without a relay keeps the outbox as a log for the retention by age, published or not', async () => {
    await seed();

    const outcome = await pruner('log').pruneOnce(NOW);

    expect(outcome?.pruned.outbox).toBe(6);
    expect(await outboxAges()).toEqual([{ days: 3, published: true }]);
  });

  it('leaves processed_events alone where the service consumes nothing (the catalog change log)', async () => {
    await seed();

    const outcome = await pruner('log', {
      retention: { outboxMs: 7 * DAY_MS, intervalMs: 60_000 },
    }).pruneOnce(NOW);

    expect(outcome).toEqual({
      pruned: { outbox: 6, processed_events: 0 },
      kept: { outbox: 1, processed_events: 0 },
    });
    expect(await processedAges()).toEqual([10, 16, 16, 16]);
  });

  it('does nothing while another replica holds the lease, and prunes once it is released', async () => {
    await seed();
    const otherReplica = new TableLease(db.sql, PRODUCER, 'event_prune_lease', 60_000);
    expect(await otherReplica.acquire()).toBe(true);

    expect(await pruner('published').pruneOnce(NOW)).toBeUndefined();
    expect(await outboxAges()).toHaveLength(7);

    await otherReplica.release();
    expect((await pruner('published').pruneOnce(NOW))?.pruned.outbox).toBe(5);
    // A round hands the lease back when it ends, so another replica's next round need not wait.
    expect(await otherReplica.acquire()).toBe(true);
  });

  it('stops between batches when the service shuts down', async () => {
    await seed();
    const shutdown = new AbortController();
    shutdown.abort();

    const outcome = await pruner('published').pruneOnce(NOW, shutdown.signal);

    expect(outcome?.pruned).toEqual({ outbox: 0, processed_events: 0 });
    expect(await outboxAges()).toHaveLength(7);
  });
});
