import { randomUUID } from 'node:crypto';
import { assertSchemaName } from './outbox-schema';
import type { SqlClient } from './sql-client';

/**
 * The right to publish one service's outbox, held by one relay of all its replicas at a time: the
 * one row of `outbox_relay_lease` (outboxRelayLeaseSql) names the holder until it expires. Its
 * holder renews it while it publishes; a relay that stops releases it, and one that dies loses it
 * once it expires, so another replica takes over after at most `leaseMs`.
 */
export class RelayLease {
  private readonly table: string;
  private readonly holder = randomUUID();
  /** By our clock, no later than the database's expiry: measured from before the statement ran. */
  private heldUntil = 0;

  constructor(
    private readonly sql: SqlClient,
    schema: string,
    readonly leaseMs: number,
  ) {
    this.table = `"${assertSchemaName(schema)}".outbox_relay_lease`;
  }

  held(): boolean {
    return Date.now() < this.heldUntil;
  }

  /**
   * Takes the lease if nobody holds it or the holder's has expired, or extends ours: one statement,
   * so two relays asking at once cannot both get it. False while another relay holds it.
   */
  async acquire(): Promise<boolean> {
    const askedAt = Date.now();
    const rows = await this.sql.query<{ holder: string }>(
      `INSERT INTO ${this.table} AS lease (holder, expires_at)
         VALUES ($1, now() + $2::int * interval '1 millisecond')
       ON CONFLICT (only_row) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE lease.holder = EXCLUDED.holder OR lease.expires_at <= now()
       RETURNING holder`,
      [this.holder, this.leaseMs],
    );
    this.heldUntil = rows.length > 0 ? askedAt + this.leaseMs : 0;
    return rows.length > 0;
  }

  /** Lets another replica take over at once instead of after the expiry. */
  async release(): Promise<void> {
    this.heldUntil = 0;
    await this.sql.execute(`DELETE FROM ${this.table} WHERE holder = $1`, [this.holder]);
  }
}
