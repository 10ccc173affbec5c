-- Webhook service schema `webhooks` (the migration runner sets search_path to it).

CREATE TABLE webhook_logs (
  id                 SERIAL PRIMARY KEY,
  webhook_id         TEXT,
  event              TEXT NOT NULL,
  order_id           TEXT,
  status             TEXT,
  success            BOOLEAN NOT NULL,
  duplicate          BOOLEAN NOT NULL DEFAULT false,
  processing_time_ms INTEGER NOT NULL CHECK (processing_time_ms >= 0),
  source_ip          TEXT,
  user_agent         TEXT,
  error_message      TEXT,
  payload            JSONB,
  created_at         TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
-- Analytics and the report read a time window, newest first.
CREATE INDEX webhook_logs_created_at_idx ON webhook_logs (created_at);
-- The report's event and source-IP filters, each within a date range.
CREATE INDEX webhook_logs_event_created_at_idx ON webhook_logs (event, created_at);
CREATE INDEX webhook_logs_source_ip_created_at_idx ON webhook_logs (source_ip, created_at);
-- One effective delivery per Standard Webhooks id: a concurrent or later redelivery conflicts here
-- (INSERT ... ON CONFLICT DO NOTHING) and is logged as a duplicate instead of emitting again.
CREATE UNIQUE INDEX webhook_logs_webhook_id_delivered_key ON webhook_logs (webhook_id)
  WHERE success AND NOT duplicate;

CREATE TABLE outbox (
  seq          BIGSERIAL PRIMARY KEY,
  id           UUID NOT NULL,
  topic        TEXT NOT NULL,
  key          TEXT NOT NULL,
  type         TEXT NOT NULL,
  payload      JSONB NOT NULL,
  created_at   TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  published_at TIMESTAMPTZ(3)
);
CREATE UNIQUE INDEX outbox_id_key ON outbox (id);
-- The relay scans only what is still to publish; the outbox-log consumer reads one topic in seq order.
CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL;
CREATE INDEX outbox_topic_seq_idx ON outbox (topic, seq);

CREATE TABLE processed_events (
  consumer     TEXT NOT NULL,
  event_id     UUID NOT NULL,
  processed_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

CREATE TABLE consumer_offsets (
  consumer TEXT NOT NULL,
  source   TEXT NOT NULL,
  position BIGINT NOT NULL,
  PRIMARY KEY (consumer, source)
);
