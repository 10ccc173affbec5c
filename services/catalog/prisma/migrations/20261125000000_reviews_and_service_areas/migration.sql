-- Reviews (one per order, one helpful vote per resident) and the communities each vendor serves
-- (docs/decisions.md, "Vendors serve communities"). Unqualified: the runner sets search_path.

-- A vendor serves the communities within this many km of it; null: only its explicit list.
ALTER TABLE "vendors" ADD COLUMN "service_radius_km" DECIMAL(5,2) DEFAULT 5;
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_service_radius_km_check"
    CHECK ("service_radius_km" IS NULL OR "service_radius_km" > 0);

-- Communities a vendor serves whatever the distance (a vendor without coordinates, a chain).
CREATE TABLE "vendor_service_communities" (
    "vendor_id" INTEGER NOT NULL,
    "community_id" INTEGER NOT NULL,

    CONSTRAINT "vendor_service_communities_pkey" PRIMARY KEY ("vendor_id", "community_id")
);
CREATE INDEX "vendor_service_communities_community_id_idx" ON "vendor_service_communities"("community_id");
ALTER TABLE "vendor_service_communities" ADD CONSTRAINT "vendor_service_communities_vendor_id_fkey"
    FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "vendor_service_communities" ADD CONSTRAINT "vendor_service_communities_community_id_fkey"
    FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Derived: which vendor serves which community, and how far apart they are (null without
-- coordinates). Rebuilt in the transaction that writes vendors or communities; reads only join it.
CREATE TABLE "vendor_coverage" (
    "community_id" INTEGER NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "distance_km" DECIMAL(7,2),

    CONSTRAINT "vendor_coverage_pkey" PRIMARY KEY ("community_id", "vendor_id")
);
CREATE INDEX "vendor_coverage_vendor_id_idx" ON "vendor_coverage"("vendor_id");
ALTER TABLE "vendor_coverage" ADD CONSTRAINT "vendor_coverage_vendor_id_fkey"
    FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "vendor_coverage" ADD CONSTRAINT "vendor_coverage_community_id_fkey"
    FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One review per order (several reviews without an order stay possible).
CREATE UNIQUE INDEX "reviews_order_id_key" ON "reviews"("order_id");
CREATE INDEX "reviews_vendor_id_user_id_idx" ON "reviews"("vendor_id", "user_id");

-- One helpful vote per resident and review; reviews.helpful_count is kept equal to their number.
CREATE TABLE "review_helpful_votes" (
    "review_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_helpful_votes_pkey" PRIMARY KEY ("review_id", "user_id")
);
CREATE INDEX "review_helpful_votes_user_id_idx" ON "review_helpful_votes"("user_id");
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_fkey"
    FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
