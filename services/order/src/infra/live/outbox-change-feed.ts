import {
  latestOutboxSeq,
  outboxRowsBetween,
  settledOutboxPosition,
  type SqlClient,
} from '@marketplace/events';
import { TOPICS } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { ORDER_SCHEMA } from '../db/schema';

/** Something of this order (this resident's, this vendor's) committed. */
export interface OrderChange {
  orderId: number;
  userId: number | null;
  /** Null for events written before status changes named their vendor. */
  vendorId: number | null;
}

export interface OutboxChangeFeedOptions {
  sql: SqlClient;
  logger: Logger;
  /** How often the outbox is read while someone follows; wake() reads at once after our own commits. */
  pollIntervalMs: number;
  /** Whether anyone follows: with nobody, the outbox is not read at all. */
  active: () => boolean;
}

const OUTBOX = `"${ORDER_SCHEMA}".outbox`;
const ROWS_PER_READ = 5_000;

interface ChangeRow {
  key: string;
  user_id: string | null;
  vendor_id: string | null;
}

/**
 * The order service's own outbox, read as the log of what committed. Every change a resident can
 * see (a status from a webhook, a poll, a cancel, the system; a placed order and its notification)
 * appends an order event in its transaction, so reading the outbox catches every path that
 * changes an order, including ones written by another process or replica sharing the database.
 * The read stops at the settled position (every writer of a lower seq has finished, the same
 * rule as the outbox-log consumer), so what it reports has committed.
 */
export class OutboxChangeFeed {
  private readonly listeners: ((change: OrderChange) => void)[] = [];
  private position: bigint | undefined;
  private capturing: Promise<void> | undefined;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeTimer: (() => void) | undefined;
  private woken = false;

  constructor(private readonly options: OutboxChangeFeedOptions) {}

  onChange(listener: (change: OrderChange) => void): void {
    this.listeners.push(listener);
  }

  start(): void {
    this.stopping = false;
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = undefined;
  }

  /** Reads at once (after a commit in this process) instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeTimer?.();
  }

  /**
   * Resolves once the feed watches from a settled position: a follower's first read after this
   * sees every change the feed will not report.
   */
  async ready(): Promise<void> {
    if (this.position !== undefined) return;
    this.capturing ??= this.settledPosition()
      .then((settled) => {
        this.position ??= settled;
      })
      .finally(() => {
        this.capturing = undefined;
      });
    await this.capturing;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      if (!this.options.active()) {
        // Nobody follows: forget the position, so the next follower starts from a fresh one.
        this.position = undefined;
      } else if (this.position !== undefined) {
        try {
          await this.drain();
        } catch (error) {
          this.options.logger.warn({ err: error }, 'order outbox could not be read for live updates');
        }
      }
      await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeTimer = () => {
        this.wakeTimer = undefined;
        this.woken = false;
        done();
      };
    });
  }

  private async drain(): Promise<void> {
    // A cheap look first: the settled position takes the writers' lock, which an idle poll should not.
    const latest = await latestOutboxSeq(this.options.sql, OUTBOX, TOPICS.orders);
    if (this.position === undefined || latest <= this.position) return;
    const settled = await this.settledPosition();
    while (this.position !== undefined && this.position < settled && !this.stopping) {
      const rows = await outboxRowsBetween<ChangeRow>(this.options.sql, {
        table: OUTBOX,
        topic: TOPICS.orders,
        after: this.position,
        through: settled,
        limit: ROWS_PER_READ,
        columns: `key, payload->'data'->>'userId' AS user_id, payload->'data'->>'vendorId' AS vendor_id`,
      });
      if (rows.length === 0) {
        this.position = settled;
        return;
      }
      this.position = BigInt(rows[rows.length - 1]!.seq);
      this.publish(rows);
    }
  }

  /** One change per order of the batch: followers read everything new of it at once. */
  private publish(rows: ChangeRow[]): void {
    const changes = new Map<number, OrderChange>();
    for (const row of rows) {
      const orderId = Number(row.key);
      if (!Number.isSafeInteger(orderId)) continue;
      // Not every event of an order names its vendor (order.cancelled does not): keep what any did.
      const seen = changes.get(orderId);
      changes.set(orderId, {
        orderId,
        userId: row.user_id === null ? (seen?.userId ?? null) : Number(row.user_id),
        vendorId: row.vendor_id === null ? (seen?.vendorId ?? null) : Number(row.vendor_id),
      });
    }
    for (const change of changes.values())
      for (const listener of this.listeners) {
        try {
          listener(change);
        } catch (error) {
          this.options.logger.warn({ err: error, orderId: change.orderId }, 'live update listener failed');
        }
      }
  }

  private settledPosition(): Promise<bigint> {
    return settledOutboxPosition(this.options.sql, OUTBOX, TOPICS.orders);
  }
}
