-- Issue 25: a store run by its own members. `is_open` stays what every reader reads (lists, the
-- vendor page, the order service's order context); it is now derived, in the transaction that
-- changes any of its sources, from:
--   status        the marketplace's word: a suspended store is closed and hidden from residents;
--   paused_until  "Busy: pause new orders" (15, 30 or 60 minutes);
--   switch_open   the members' open/closed switch, holding until switch_until (the next change of
--                 the hours) or, for a store without hours, for good;
--   hours         the weekly hours, India Standard Time.
-- next_change_at is when that derivation may give another answer on its own (a pause ending, an
-- opening or closing hour): each replica's schedule sweep takes the stores whose time has come.
ALTER TABLE "vendors" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'active'
  CHECK ("status" IN ('active', 'suspended'));
ALTER TABLE "vendors" ADD COLUMN "suspended_reason" TEXT;
ALTER TABLE "vendors" ADD COLUMN "switch_open" BOOLEAN;
ALTER TABLE "vendors" ADD COLUMN "switch_until" TIMESTAMPTZ(3);
ALTER TABLE "vendors" ADD COLUMN "paused_until" TIMESTAMPTZ(3);
ALTER TABLE "vendors" ADD COLUMN "next_change_at" TIMESTAMPTZ(3);
CREATE INDEX "vendors_next_change_at_idx" ON "vendors" ("next_change_at") WHERE "next_change_at" IS NOT NULL;
-- The back-office's Vendors tab pages through vendors by name: a page's ids come from this index
-- alone (its filters are in it too), and only those 25 rows are read.
CREATE INDEX "vendors_name_id_idx" ON "vendors" ("name", "id") INCLUDE ("status", "is_external_source");

-- The weekly hours: { "monday": [{ "opens": "09:00", "closes": "21:00" }], ... } as the contract's
-- WeeklyHoursSchema writes them (validated there on every write, parsed again on every read); null
-- for a store without hours, which the switch alone opens and closes.
ALTER TABLE "vendors" ADD COLUMN "hours" JSONB;

-- The menu a store's owner keeps: whether an item is vegetarian (null where nobody said: partner
-- menus, older items), and when its store last changed it.
ALTER TABLE "menu_items" ADD COLUMN "is_veg" BOOLEAN;
ALTER TABLE "menu_items" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- What every catalog replica's read cache checks itself against (decision 143): each write a
-- resident must see at once on every replica moves it, in the write's transaction, and each replica
-- drops its cache when it sees it move.
CREATE TABLE "read_generation" (
  "only_row" BOOLEAN PRIMARY KEY DEFAULT true CHECK ("only_row"),
  "generation" BIGINT NOT NULL
);
INSERT INTO "read_generation" ("only_row", "generation") VALUES (true, 0);
