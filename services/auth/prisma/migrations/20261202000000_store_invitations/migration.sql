-- Issue 25: an administrator invites someone by email to a store's members. The link carries a
-- random token; only its SHA-256 is kept. It works once, for the account with that email, until it
-- expires. store_id is a catalog vendor id (no cross-service key).
CREATE TABLE "store_invitations" (
  "id" SERIAL PRIMARY KEY,
  "store_id" INTEGER NOT NULL,
  "email" TEXT NOT NULL,
  "role" TEXT NOT NULL CHECK ("role" IN ('owner', 'staff')),
  "token_hash" TEXT NOT NULL,
  "invited_by_admin_id" INTEGER,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "accepted_at" TIMESTAMPTZ(3),
  "accepted_by_user_id" INTEGER REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "store_invitations_token_hash_key" ON "store_invitations" ("token_hash");
CREATE INDEX "store_invitations_expires_at_idx" ON "store_invitations" ("expires_at");
