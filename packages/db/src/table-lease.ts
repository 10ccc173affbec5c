import { randomUUID } from 'node:crypto';
import { assertSchemaName } from './sql-name';

/** The two calls a lease needs; @marketplace/events' SqlClient (over Prisma or pg) satisfies it. */
export interface LeaseSql {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  execute(sql: string, params?: unknown[]): Promise<number>;
}

/**
 * The one-row table a TableLease lives in: the one definition the migration that creates it holds.
 * A row, not a session advisory lock: the embedded PGlite shares one session between connections.
 */
export function leaseTableSql(schema: string, table: string): string {
  return `CREATE TABLE "${assertSchemaName(schema)}".${assertSchemaName(table)} (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
`;
}

/**
 * A right held by one process of all a service's replicas at a time: the one row of a
 * leaseTableSql table names the holder until it expires. The holder renews it by acquiring it
 * again; one that stops releases it, and one that dies loses it once it expires.
 */
export class TableLease {
  private readonly table: string;
  private readonly holder = randomUUID();
  /** By our clock, no later than the database's expiry: measured from before the statement ran. */
  private heldUntil = 0;

  constructor(
    private readonly sql: LeaseSql,
    schema: string,
    table: string,
    readonly leaseMs: number,
  ) {
    this.table = `"${assertSchemaName(schema)}".${assertSchemaName(table)}`;
  }

  held(): boolean {
    return Date.now() < this.heldUntil;
  }

  /**
   * Takes the lease if nobody holds it or the holder's has expired, or extends ours: one statement,
   * so two processes asking at once cannot both get it. False while another one holds it.
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

  /** Lets another process take it at once instead of after the expiry. */
  async release(): Promise<void> {
    this.heldUntil = 0;
    await this.sql.execute(`DELETE FROM ${this.table} WHERE holder = $1`, [this.holder]);
  }
}
