-- Issue 13: what the status poller last did with each config, so administrators see it in use.
ALTER TABLE "orders"."order_status_configs"
  ADD COLUMN "last_polled_at" TIMESTAMPTZ(3),
  ADD COLUMN "polled_orders" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "last_poll_error" TEXT;
