-- Each partner (a category config of the catalog service, by id) may sign its webhooks with a
-- secret of its own, rotatable: a rotation adds a secret and gives the previous one an expiry, so
-- both work during the grace period. A partner without an active secret signs with WEBHOOK_SECRET.
CREATE TABLE partner_webhook_secrets (
  id         SERIAL PRIMARY KEY,
  partner_id INTEGER NOT NULL CHECK (partner_id > 0),
  secret     TEXT NOT NULL,
  created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  -- null: no expiry yet (the partner's newest secret); a revoked one expires when revoked.
  expires_at TIMESTAMPTZ(3)
);
-- Each replica reads the active secrets every few seconds; a rotation reads its partner's, newest first.
CREATE INDEX partner_webhook_secrets_expires_at_idx ON partner_webhook_secrets (expires_at);
CREATE INDEX partner_webhook_secrets_partner_id_created_at_idx ON partner_webhook_secrets (partner_id, created_at);
