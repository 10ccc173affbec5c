import { TableLease } from '@marketplace/db';
import type { SqlClient } from './sql-client';

/**
 * The right to publish one service's outbox, held by one relay of all its replicas at a time: the
 * one row of `outbox_relay_lease` (outboxRelayLeaseSql). Its holder renews it while it publishes; a
 * relay that stops releases it, and one that dies loses it once it expires, so another replica
 * takes over after at most `leaseMs`.
 */
export class RelayLease extends TableLease {
  constructor(sql: SqlClient, schema: string, leaseMs: number) {
    super(sql, schema, 'outbox_relay_lease', leaseMs);
  }
}
