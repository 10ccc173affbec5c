-- Events the order service's consumers set aside after their handlers kept failing
-- (packages/events README, "Failures"): deadLetterTableSql('orders').
CREATE TABLE "orders".dead_letter_events (
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
