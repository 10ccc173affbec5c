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
