-- Issue 10: indexes for the catalog's reads at real size (10,000 vendors, 200,000 menu items,
-- 500,000 reviews), each matching a query's filter and ORDER BY so PostgreSQL reads the rows in
-- order and stops at the page's end instead of sorting every row of a vendor.

-- A vendor's menu in display order (GET /api/vendors/{id}/menu).
CREATE INDEX "menu_items_vendor_id_display_order_id_idx" ON "menu_items"("vendor_id", "display_order", "id");

-- Reviews of one rating, most helpful first; its (vendor_id, rating) prefix also counts a vendor's
-- reviews by rating for the review stats.
CREATE INDEX "reviews_vendor_id_rating_helpful_count_created_at_id_idx" ON "reviews"("vendor_id", "rating", "helpful_count" DESC, "created_at" DESC, "id" DESC);

-- All of a vendor's reviews, most helpful first.
CREATE INDEX "reviews_vendor_id_helpful_count_created_at_id_idx" ON "reviews"("vendor_id", "helpful_count" DESC, "created_at" DESC, "id" DESC);

-- Reviews of one rating, newest first (and all reviews, lowest rating first).
CREATE INDEX "reviews_vendor_id_rating_created_at_id_idx" ON "reviews"("vendor_id", "rating", "created_at" DESC, "id" DESC);
