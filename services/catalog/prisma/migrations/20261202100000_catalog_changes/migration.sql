-- Issue 26: the catalog's outbox, the log of `catalog.changed` events (decision 159). The order
-- service keeps each vendor's order context in memory and follows this table to drop what a change
-- made stale; every replica reads it as a log (by seq), so no consumer group splits it. The
-- catalog consumes no events: the outbox alone (outboxTableSql, packages/events).
CREATE TABLE "catalog".outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  topic text NOT NULL,
  key text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON "catalog".outbox (seq) WHERE published_at IS NULL;
CREATE INDEX outbox_topic_seq_idx ON "catalog".outbox (topic, seq);
