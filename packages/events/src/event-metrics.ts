import type { Topic } from '@marketplace/contracts';
import { Counter, Gauge, type Registry } from 'prom-client';
import { assertSchemaName } from './outbox-schema';
import type { SqlClient } from './sql-client';

/** How far a consumer is behind on one partition (the outbox log has one per topic: 0). */
export interface ConsumerLag {
  topic: string;
  partition: number;
  /** Events published and not yet handled. */
  lag: number;
}

/** What the consumers tell the metrics: their topics, and how far behind they are. */
export interface ConsumerLagSource {
  topics(): Topic[];
  lag(): Promise<ConsumerLag[]>;
}

/** A scrape-time query waits this long at most: a database that is away must not hold up the scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

function withinScrape<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('metrics query timed out')), SCRAPE_QUERY_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A gauge's collect function that sets it from a query at scrape time. When the query fails the
 * gauge has no samples, so a dashboard shows a gap (and `absent()` alerts) rather than an old value.
 */
function collectedBy<T extends string>(
  read: (gauge: Gauge<T>) => Promise<void>,
): (this: Gauge<T>) => Promise<void> {
  return async function collect(this: Gauge<T>) {
    this.reset();
    try {
      await withinScrape(read(this));
    } catch {
      this.reset();
    }
  };
}

export interface EventMetricsOptions {
  registry: Registry;
  /** The service's own schema: its outbox, consumer_offsets and dead_letter_events. */
  schema: string;
  sql: SqlClient;
  /** The consumer's name (the service), as in processed_events and dead_letter_events. */
  consumer: string;
}

/**
 * A service's event figures in its metrics registry (docs/operations.md): its outbox's backlog
 * where a relay publishes it, its consumer's lag, and the events it set aside.
 */
export class EventMetrics {
  private readonly setAsideCounter: Counter<'consumer' | 'topic'>;

  constructor(private readonly options: EventMetricsOptions) {
    assertSchemaName(options.schema);
    this.setAsideCounter = new Counter({
      name: 'events_set_aside_total',
      help: 'Events set aside in dead_letter_events after their handlers kept failing',
      labelNames: ['consumer', 'topic'],
      registers: [options.registry],
    });
  }

  /** Counts one event set aside (trySetAside's onSetAside). */
  readonly setAside = (topic: string): void => {
    this.setAsideCounter.inc({ consumer: this.options.consumer, topic });
  };

  /** The outbox this process's relay publishes: rows not yet acknowledged by Kafka, and the oldest's age. */
  watchOutbox(): void {
    const { registry, schema, sql } = this.options;
    const backlog = async () =>
      (
        await sql.query<{ unpublished: number; oldest: number }>(
          `SELECT count(*)::int AS unpublished,
                  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
             FROM "${schema}".outbox WHERE published_at IS NULL`,
        )
      )[0];
    new Gauge({
      name: 'outbox_unpublished_events',
      help: 'Outbox rows not yet published to Kafka',
      registers: [registry],
      collect: collectedBy(async (gauge) => gauge.set(Number((await backlog())?.unpublished ?? 0))),
    });
    new Gauge({
      name: 'outbox_oldest_unpublished_age_seconds',
      help: 'Age of the oldest outbox row not yet published to Kafka (0 when none is waiting)',
      registers: [registry],
      collect: collectedBy(async (gauge) => gauge.set(Number((await backlog())?.oldest ?? 0))),
    });
  }

  /** The consumer's lag per topic and partition, and the events it has set aside. */
  watchConsumer(source: ConsumerLagSource): void {
    const { registry, schema, sql, consumer } = this.options;
    new Gauge({
      name: 'event_consumer_lag',
      help: 'Events published and not yet handled by the consumer, per topic and partition',
      labelNames: ['consumer', 'topic', 'partition'],
      registers: [registry],
      collect: collectedBy(async (gauge) => {
        for (const entry of await source.lag())
          gauge.set({ consumer, topic: entry.topic, partition: String(entry.partition) }, entry.lag);
      }),
    });
    new Gauge({
      name: 'dead_letter_events',
      help: 'Events the consumer set aside in dead_letter_events that nobody has replayed yet',
      labelNames: ['consumer'],
      registers: [registry],
      collect: collectedBy(async (gauge) => {
        if (source.topics().length === 0) return;
        const [row] = await sql.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM "${schema}".dead_letter_events WHERE consumer = $1`,
          [consumer],
        );
        gauge.set({ consumer }, Number(row?.count ?? 0));
      }),
    });
  }
}
