-- Issue 25: approving an application asks the catalog to make the store before auth records the
-- approval, so a rejection between the two left a store that residents saw and nobody owned. The
-- approval now claims the application first, until this time: a rejection waits for it to end (it is
-- refused meanwhile), and an approval that failed half-way releases it or lets it lapse.
ALTER TABLE "vendor_applications" ADD COLUMN "approving_until" TIMESTAMPTZ(3);
