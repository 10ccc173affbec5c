import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leaseTableSql } from '@marketplace/db';
import { PARTNER_SYNC_LEASE_TABLE } from './partner-sync-lease';
import { CATALOG_SCHEMA } from './schema';

describe('the partner sync lease table', () => {
  it('is created by the migration as TableLease expects it', () => {
    const migration = readFileSync(
      join(__dirname, '../../../prisma/migrations/20261128110000_partner_sync_lease/migration.sql'),
      'utf8',
    );
    expect(migration).toContain(leaseTableSql(CATALOG_SCHEMA, PARTNER_SYNC_LEASE_TABLE));
  });
});
