import { assertSchemaName, leaseTableSql } from '@marketplace/db';

export { assertSchemaName };

/**
 * The outbox alone, for a service that publishes but consumes nothing (the catalog's change log,
 * decision 159): the one definition its migration holds.
 */
export function outboxTableSql(schema: string): string {
  const s = `"${assertSchemaName(schema)}"`;
  return `CREATE TABLE ${s}.outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  topic text NOT NULL,
  key text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (seq) WHERE published_at IS NULL;
CREATE INDEX outbox_topic_seq_idx ON ${s}.outbox (topic, seq);
`;
}

/**
 * The event tables of a service that publishes or consumes events, in its own schema: the one
 * definition its `<timestamp>_event_tables` migration holds (README.md, "Tables").
 */
export function outboxTablesSql(schema: string): string {
  const s = `"${assertSchemaName(schema)}"`;
  return `${outboxTableSql(schema)}
CREATE TABLE ${s}.processed_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

CREATE TABLE ${s}.consumer_offsets (
  consumer text NOT NULL,
  source text NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (consumer, source)
);
`;
}

/**
 * The lease a relay holds while it publishes the outbox, in the producing service's schema: one row,
 * so one relay of all the service's replicas publishes at a time and one key's events keep outbox
 * order (docs/decisions.md). RelayLease takes it.
 */
export function outboxRelayLeaseSql(schema: string): string {
  return leaseTableSql(schema, 'outbox_relay_lease');
}

/**
 * Where a consuming service sets aside an event its handlers kept failing on (README.md, "Failures"),
 * in its own schema: the one definition a migration of every service that consumes events holds.
 */
export function deadLetterTableSql(schema: string): string {
  const s = `"${assertSchemaName(schema)}"`;
  return `CREATE TABLE ${s}.dead_letter_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  topic text NOT NULL,
  type text NOT NULL,
  envelope jsonb NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
`;
}
