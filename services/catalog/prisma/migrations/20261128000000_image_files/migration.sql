-- Issue 13: the pictures POST /api/generate-image makes live in the database, so every replica serves
-- them (GET /api/images/{hash}.{ext}, decision 77). One row per distinct picture, named by the SHA-256
-- of its bytes: menu items drawn alike (the same name, category and restaurant type at several
-- vendors) share one.
CREATE TABLE "image_files" (
    "hash" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "image_files_pkey" PRIMARY KEY ("hash"),
    CONSTRAINT "image_files_hash_check" CHECK ("hash" ~ '^[0-9a-f]{64}$'),
    CONSTRAINT "image_files_content_type_check"
      CHECK ("content_type" IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'))
);

-- The item's picture. No call wrote generated_images before this issue (it answered 501), so the
-- table is empty and the column can be required at once.
ALTER TABLE "generated_images"
  ADD COLUMN "file_hash" TEXT NOT NULL,
  ADD CONSTRAINT "generated_images_file_hash_fkey"
    FOREIGN KEY ("file_hash") REFERENCES "image_files"("hash") ON DELETE RESTRICT ON UPDATE CASCADE;
