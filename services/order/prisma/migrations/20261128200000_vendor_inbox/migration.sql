-- Issue 24: local vendors take and fulfil their own orders from the vendor app.
-- prep_minutes: the preparation time the vendor promised on accepting (it set estimated_delivery_at).
-- cancel_reason: what the resident reads when the vendor rejected the order, nobody answered it in
-- time, or the resident cancelled it. handoff_code: the 4 digits the resident gives at the door,
-- drawn when the order goes out for delivery; handoff_failures counts wrong codes, after 5 of which
-- the store's owner may deliver without one (delivered_without_code records that it happened).
-- customer_dietary_preferences: the resident's profile preferences when the order was placed, for
-- the vendor's 'VEG ONLY ORDER' banner. answered_by_user_id: the store member who accepted or
-- rejected it.
ALTER TABLE "orders".orders
  ADD COLUMN prep_minutes INTEGER CHECK (prep_minutes BETWEEN 1 AND 240),
  ADD COLUMN cancel_reason TEXT CHECK (char_length(cancel_reason) <= 300),
  ADD COLUMN handoff_code TEXT CHECK (handoff_code ~ '^[0-9]{4}$'),
  ADD COLUMN handoff_failures INTEGER NOT NULL DEFAULT 0 CHECK (handoff_failures >= 0),
  ADD COLUMN delivered_without_code BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN customer_dietary_preferences TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN answered_by_user_id INTEGER;

-- A vendor's inbox and history: its orders newest first.
CREATE INDEX orders_vendor_id_id_idx ON "orders".orders (vendor_id, id DESC);
-- The acceptance window's sweep: local orders nobody has answered, oldest first.
CREATE INDEX orders_unanswered_local_idx ON "orders".orders (created_at)
  WHERE status = 'pending' AND relay_status = 'not_required';

ALTER TABLE "orders".order_status_history DROP CONSTRAINT order_status_history_source_check;
ALTER TABLE "orders".order_status_history
  ADD CONSTRAINT order_status_history_source_check
  CHECK (source IN ('webhook', 'poll', 'customer', 'system', 'vendor'));
