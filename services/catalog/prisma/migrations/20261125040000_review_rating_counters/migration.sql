-- Issue 10 (decision 64): each vendor's reviews counted per rating on the vendor row, so the review
-- stats read one row instead of counting every review (the busiest vendor has 12,611). Every review
-- write moves them in its own transaction, with the vendor row locked, together with rating and
-- total_reviews; these lines backfill them from the reviews already stored.
ALTER TABLE "vendors"
  ADD COLUMN "rating_1_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "rating_2_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "rating_3_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "rating_4_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "rating_5_count" INTEGER NOT NULL DEFAULT 0;

UPDATE "vendors" AS v
SET "rating_1_count" = c.r1,
    "rating_2_count" = c.r2,
    "rating_3_count" = c.r3,
    "rating_4_count" = c.r4,
    "rating_5_count" = c.r5
FROM (
  SELECT "vendor_id",
         count(*) FILTER (WHERE "rating" = 1)::int AS r1,
         count(*) FILTER (WHERE "rating" = 2)::int AS r2,
         count(*) FILTER (WHERE "rating" = 3)::int AS r3,
         count(*) FILTER (WHERE "rating" = 4)::int AS r4,
         count(*) FILTER (WHERE "rating" = 5)::int AS r5
  FROM "reviews"
  GROUP BY "vendor_id"
) AS c
WHERE v."id" = c."vendor_id";
