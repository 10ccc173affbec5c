import { TOPICS } from '@marketplace/contracts';
import {
  latestOutboxSeq,
  outboxRowsBetween,
  settledOutboxPosition,
  type SqlClient,
} from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import type { CatalogChanges, ChangedVendors } from '../../domain/upstream-services';

/** The catalog's outbox (decision 159): `catalog.changed`, one row per write an order depends on. */
const CATALOG_OUTBOX = '"catalog".outbox';
const ROWS_PER_READ = 1_000;

export interface CatalogChangeFeedOptions {
  sql: SqlClient;
  logger: Logger;
  /** How often the log is looked at; a change reaches a new order's check within about this. */
  pollIntervalMs: number;
  now?: () => number;
}

interface ChangeRow {
  vendor_ids: number[] | null;
}

/**
 * The catalog's changes as this replica reads them: the catalog's outbox read as a log by seq, up
 * to the settled position (as the outbox-log consumer reads one), so a row committed late is never
 * passed over. Every replica reads all of it; a consumer group would give each only a share.
 *
 * A read that fails forgets the position: the next one that works starts from a fresh settled
 * position and tells the listeners that everything changed (the full refresh), since whatever
 * the log held in between, or lost, is then not known.
 */
export class CatalogChangeFeed implements CatalogChanges {
  private readonly listeners: ((vendors: ChangedVendors) => void)[] = [];
  private position: bigint | undefined;
  private lastReadAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CatalogChangeFeedOptions) {
    this.now = options.now ?? Date.now;
  }

  onChange(listener: (vendors: ChangedVendors) => void): void {
    this.listeners.push(listener);
  }

  isCurrent(withinMs: number): boolean {
    return this.position !== undefined && this.now() - this.lastReadAt <= withinMs;
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.read().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.reading;
  }

  /**
   * One look at the log (after the one under way, if any): what changed since the last, or a fresh
   * position after a failure. Resolves once what it read has reached the listeners.
   */
  read(): Promise<void> {
    const next = (this.reading ?? Promise.resolve()).then(() => this.readOnce());
    this.reading = next;
    void next.finally(() => {
      if (this.reading === next) this.reading = undefined;
    });
    return next;
  }

  private async readOnce(): Promise<void> {
    const startedAt = this.now();
    try {
      if (this.position === undefined) {
        this.position = await settledOutboxPosition(this.options.sql, CATALOG_OUTBOX, TOPICS.catalog);
        this.publish(null);
      } else {
        await this.drain();
      }
      this.lastReadAt = startedAt;
    } catch (error) {
      if (this.position !== undefined)
        this.options.logger.warn(
          { err: error },
          "the catalog's changes could not be read; kept vendors are not used until they can",
        );
      this.position = undefined;
    }
  }

  private async drain(): Promise<void> {
    // A cheap look first: the settled position takes the writers' lock, which an idle poll should not.
    if ((await latestOutboxSeq(this.options.sql, CATALOG_OUTBOX, TOPICS.catalog)) <= this.position!) return;
    const settled = await settledOutboxPosition(this.options.sql, CATALOG_OUTBOX, TOPICS.catalog);
    while (this.position! < settled) {
      const rows = await outboxRowsBetween<ChangeRow>(this.options.sql, {
        table: CATALOG_OUTBOX,
        topic: TOPICS.catalog,
        after: this.position!,
        through: settled,
        limit: ROWS_PER_READ,
        columns: `payload->'data'->'vendorIds' AS vendor_ids`,
      });
      if (rows.length === 0) break;
      this.position = BigInt(rows[rows.length - 1]!.seq);
      this.publish(
        rows.some((row) => row.vendor_ids === null) ? null : rows.flatMap((row) => row.vendor_ids!),
      );
    }
    this.position = settled;
  }

  private publish(vendors: ChangedVendors): void {
    for (const listener of this.listeners) listener(vendors);
  }
}
