-- Partner status updates that arrived before we stored the partner's order id they name: the
-- partner pushed them while its answer to our order-create call was still on its way. They are
-- kept here until the relay records that id, then applied in the order they happened; the order
-- service drops any still unmatched after a while (EARLY_PARTNER_UPDATE_MAX_AGE_MS).
CREATE TABLE early_partner_updates (
  id              SERIAL PRIMARY KEY,
  event_id        UUID NOT NULL,
  reference       TEXT NOT NULL,
  status          TEXT NOT NULL,
  external_status TEXT,
  occurred_at     TIMESTAMPTZ(3) NOT NULL,
  received_at     TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
-- A redelivered webhook.received is kept once.
CREATE UNIQUE INDEX early_partner_updates_event_id_key ON early_partner_updates (event_id);
-- The relay looks up the updates for the partner id it has just stored.
CREATE INDEX early_partner_updates_reference_idx ON early_partner_updates (reference);
-- Expiry scans by age.
CREATE INDEX early_partner_updates_received_at_idx ON early_partner_updates (received_at);
