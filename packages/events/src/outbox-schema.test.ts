import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertSchemaName,
  deadLetterTableSql,
  outboxRelayLeaseSql,
  outboxTableSql,
  outboxTablesSql,
} from './outbox-schema';
import { eventPruneLeaseSql } from './event-table-pruner';

const migrationsDir = (service: string) => join(__dirname, '../../../services', service, 'prisma/migrations');
const migrationSql = (service: string, migration: string) =>
  readFileSync(join(migrationsDir(service), migration, 'migration.sql'), 'utf8');

describe('outboxTablesSql', () => {
  it('creates the three event tables in the given schema', () => {
    const sql = outboxTablesSql('webhooks');
    expect(sql).toContain('CREATE TABLE "webhooks".outbox');
    expect(sql).toContain('CREATE TABLE "webhooks".processed_events');
    expect(sql).toContain('CREATE TABLE "webhooks".consumer_offsets');
  });

  it.each([
    ['order', 'orders'],
    ['webhook', 'webhooks'],
  ])('is what the %s service, which publishes events, migrates', (service, schema) => {
    expect(migrationSql(service, '20261122000001_event_tables')).toContain(outboxTablesSql(schema));
  });

  it('is absent from the auth service, which neither publishes nor consumes', () => {
    for (const migration of readdirSync(migrationsDir('auth')))
      if (migration.match(/^\d+_/))
        expect(migrationSql('auth', migration)).not.toMatch(/\b(outbox|processed_events|consumer_offsets)\b/);
  });
});

describe('outboxTableSql', () => {
  it("is the catalog's change log, the outbox alone: the catalog consumes nothing", () => {
    expect(migrationSql('catalog', '20261202100000_catalog_changes')).toContain(outboxTableSql('catalog'));
    for (const migration of readdirSync(migrationsDir('catalog')))
      if (migration.match(/^\d+_/))
        expect(migrationSql('catalog', migration)).not.toMatch(/\b(processed_events|consumer_offsets)\b/);
  });
});

describe('outboxRelayLeaseSql', () => {
  it.each([
    ['order', 'orders'],
    ['webhook', 'webhooks'],
  ])('is what the %s service, which relays its outbox, migrates', (service, schema) => {
    expect(migrationSql(service, '20261128020000_outbox_relay_lease')).toContain(outboxRelayLeaseSql(schema));
  });
});

describe('eventPruneLeaseSql', () => {
  it.each([
    ['order', 'orders'],
    ['webhook', 'webhooks'],
    ['catalog', 'catalog'],
  ])('is what the %s service, whose event tables are pruned, migrates', (service, schema) => {
    expect(migrationSql(service, '20261203040000_event_pruning')).toContain(eventPruneLeaseSql(schema));
  });
});

describe('deadLetterTableSql', () => {
  it('is what the order service, which consumes events, migrates', () => {
    expect(migrationSql('order', '20261124000000_dead_letter_events')).toContain(
      deadLetterTableSql('orders'),
    );
  });
});

describe('assertSchemaName', () => {
  it('refuses schema names that would need quoting, in every DDL builder', () => {
    expect(() => assertSchemaName('orders"; DROP TABLE x; --')).toThrow('Invalid schema name');
    expect(() => outboxTablesSql('Orders')).toThrow('Invalid schema name');
    expect(() => deadLetterTableSql('orders; --')).toThrow('Invalid schema name');
    expect(() => outboxRelayLeaseSql('orders; --')).toThrow('Invalid schema name');
  });
});
