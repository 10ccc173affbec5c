-- The event tables of @marketplace/events, written by outboxTablesSql('orders'): this service publishes
-- or consumes events. A unit test holds this file to that one definition.
CREATE TABLE "orders".outbox (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  topic text NOT NULL,
  key text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished_idx ON "orders".outbox (seq) WHERE published_at IS NULL;
CREATE INDEX outbox_topic_seq_idx ON "orders".outbox (topic, seq);

CREATE TABLE "orders".processed_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

CREATE TABLE "orders".consumer_offsets (
  consumer text NOT NULL,
  source text NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (consumer, source)
);
