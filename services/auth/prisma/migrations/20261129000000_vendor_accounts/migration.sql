-- Issue 24: vendor accounts. A user may belong to stores (the catalog's vendors) with a role, and
-- may apply to open one; an approved application becomes a store in the catalog and the applicant
-- its owner. vendor_id and store_id are catalog ids: no cross-service foreign key.

CREATE TABLE store_memberships (
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  vendor_id  INTEGER NOT NULL,
  role       TEXT NOT NULL,
  created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vendor_id),
  CONSTRAINT store_memberships_role_known CHECK (role IN ('owner', 'staff'))
);
-- A store's members, for the calls that act on one store.
CREATE INDEX store_memberships_vendor_id_idx ON store_memberships (vendor_id);

CREATE TABLE vendor_applications (
  id               SERIAL PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  store_name       TEXT NOT NULL,
  category_id      INTEGER NOT NULL,
  phone            TEXT NOT NULL,
  address          TEXT NOT NULL,
  community_ids    INTEGER[] NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending',
  rejection_reason TEXT,
  store_id         INTEGER,
  created_at       TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  decided_at       TIMESTAMPTZ(3),
  CONSTRAINT vendor_applications_status_known CHECK (status IN ('pending', 'approved', 'rejected')),
  CONSTRAINT vendor_applications_has_communities CHECK (cardinality(community_ids) > 0),
  -- A decision is dated; an approval names the store it made, a rejection says why.
  CONSTRAINT vendor_applications_decided_when_not_pending CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT vendor_applications_store_when_approved CHECK ((status = 'approved') = (store_id IS NOT NULL)),
  CONSTRAINT vendor_applications_reason_when_rejected CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
);
-- At most one application waits per user, even when two arrive at once; Prisma's schema language
-- cannot express a partial index.
CREATE UNIQUE INDEX vendor_applications_one_pending_per_user ON vendor_applications (user_id) WHERE status = 'pending';
-- A user's latest application (GET /api/vendor/me).
CREATE INDEX vendor_applications_user_id_id_idx ON vendor_applications (user_id, id);
