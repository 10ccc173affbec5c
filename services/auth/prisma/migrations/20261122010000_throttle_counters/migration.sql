-- Attempt counters for throttling login, forgot-password and reset-password. Kept in Postgres so
-- every auth instance shares them and a restart does not hand an attacker a fresh allowance.
-- One row per bucket (an action and an account hash or a client address): a fixed window that opens
-- at the first attempt and closes at resets_at; an upsert counts the next attempt atomically.
CREATE TABLE throttle_counters (
  key       TEXT PRIMARY KEY,
  hits      INTEGER NOT NULL,
  resets_at TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT throttle_counters_hits_not_negative CHECK (hits >= 0)
);
-- The periodic purge deletes closed windows by this column.
CREATE INDEX throttle_counters_resets_at_idx ON throttle_counters (resets_at);
-- The same purge drops reset tokens past their expiry.
CREATE INDEX password_reset_tokens_expires_at_idx ON password_reset_tokens (expires_at);
