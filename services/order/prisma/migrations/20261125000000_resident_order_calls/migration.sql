-- A resident's orders are paged newest first by id (GET /api/orders/user?before=<last id seen>):
-- one index range scan from the cursor down. The catalog's "which orders of this vendor" read
-- filters the same rows, so the created_at index has no reader left and only slowed inserts.
CREATE INDEX orders_user_id_id_idx ON orders (user_id, id DESC);
DROP INDEX orders_user_id_created_at_idx;

-- A resident's cancellation of a partner's order must reach the partner's order-update URL, outside
-- the request and with retries, like the relay: null when there is nothing to tell the partner.
ALTER TABLE orders
  ADD COLUMN partner_cancel_status TEXT
    CHECK (partner_cancel_status IN ('pending', 'sent', 'failed', 'not_required')),
  ADD COLUMN partner_cancel_attempts INTEGER NOT NULL DEFAULT 0 CHECK (partner_cancel_attempts >= 0),
  ADD COLUMN partner_cancel_error TEXT,
  ADD COLUMN partner_cancel_next_attempt_at TIMESTAMPTZ(3);
CREATE INDEX orders_partner_cancel_pending_idx ON orders (partner_cancel_next_attempt_at)
  WHERE partner_cancel_status = 'pending';
