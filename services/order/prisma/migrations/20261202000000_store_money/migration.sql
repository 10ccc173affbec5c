-- Issue 25: a store's money and how reliably it serves.
-- Who cancelled an order (the status source of the cancellation): vendor (rejected), system (not
-- answered in time), customer, or the partner (webhook, poll). Orders cancelled before it was kept
-- take the source of their applied cancellation in the history.
ALTER TABLE "orders" ADD COLUMN "cancelled_by" TEXT
  CHECK ("cancelled_by" IN ('webhook', 'poll', 'customer', 'system', 'vendor'));
UPDATE "orders" AS o
   SET "cancelled_by" = (
     SELECT h."source" FROM "order_status_history" AS h
      WHERE h."order_id" = o."id" AND h."status" = 'cancelled' AND h."applied"
      ORDER BY h."id" DESC LIMIT 1)
 WHERE o."status" = 'cancelled';

-- A store's orders placed in a window: the back-office's figures and the resident's reliability line.
CREATE INDEX "orders_vendor_id_created_at_idx" ON "orders" ("vendor_id", "created_at");
-- A store's orders settled (delivered or cancelled) in a window: its earnings, a day at a time.
CREATE INDEX "orders_vendor_settled_idx" ON "orders" ("vendor_id", (coalesce("delivered_at", "cancelled_at")))
  WHERE "status" IN ('delivered', 'cancelled');
