-- Issue 27: the lease of the one replica that prunes this schema's event tables past their
-- retention, written by eventPruneLeaseSql('webhooks') of @marketplace/events (decision 180).
CREATE TABLE "webhooks".event_prune_lease (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The pruner deletes processed-event ids by age: without this each batch would scan the table.
CREATE INDEX processed_events_processed_at_idx ON "webhooks".processed_events (processed_at);
