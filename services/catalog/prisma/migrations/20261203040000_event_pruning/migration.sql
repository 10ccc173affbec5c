-- Issue 27: the lease of the one replica that prunes this schema's event tables past their
-- retention, written by eventPruneLeaseSql('catalog') of @marketplace/events (decision 180).
CREATE TABLE "catalog".event_prune_lease (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
