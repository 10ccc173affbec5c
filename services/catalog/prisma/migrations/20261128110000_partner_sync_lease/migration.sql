-- Issue 15: the lease the catalog replica running a partner catalog sync round holds, so one replica
-- of all of them calls the partners per interval. Written by leaseTableSql('catalog',
-- 'partner_sync_lease') of @marketplace/db; a unit test holds this file to that definition.
CREATE TABLE "catalog".partner_sync_lease (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
