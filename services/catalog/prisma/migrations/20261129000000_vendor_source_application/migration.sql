-- Issue 24: a local vendor made from an approved application to sell (the auth service's
-- vendor_applications) keeps the application's id. Unique, so the auth service may ask again after
-- a failure (its own transaction, or the answer lost on the way) and get the same store back rather
-- than a second one. Null for every other vendor: the demo seed's and the partners'.
ALTER TABLE "vendors" ADD COLUMN "source_application_id" INTEGER;
CREATE UNIQUE INDEX "vendors_source_application_id_key" ON "vendors" ("source_application_id");
