-- Login is throttled per pair of account and address with growing delays (issue 27): a pair's row
-- says until when its next attempt must wait. Every other counter (fixed windows) leaves it null.
-- Existing rows keep their counts and windows; resets_at stays when a row may be purged.
ALTER TABLE throttle_counters ADD COLUMN blocked_until TIMESTAMPTZ(3);
