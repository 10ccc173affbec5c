import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSchemaName, deadLetterTableSql, outboxTablesSql } from './outbox-schema';

describe('outboxTablesSql', () => {
  it('creates the three event tables in the given schema', () => {
    const sql = outboxTablesSql('webhooks');
    expect(sql).toContain('CREATE TABLE "webhooks".outbox');
    expect(sql).toContain('CREATE TABLE "webhooks".processed_events');
    expect(sql).toContain('CREATE TABLE "webhooks".consumer_offsets');
  });

  it('is the DDL the README gives services to paste into their first migration', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    expect(readme).toContain(outboxTablesSql('orders'));
  });
});

describe('deadLetterTableSql', () => {
  it('is the DDL the README gives consuming services, and the order service migrates', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    const migration = readFileSync(
      join(
        __dirname,
        '../../../services/order/prisma/migrations/20261124000000_dead_letter_events/migration.sql',
      ),
      'utf8',
    );
    expect(readme).toContain(deadLetterTableSql('orders'));
    expect(migration).toContain(deadLetterTableSql('orders'));
  });
});

describe('assertSchemaName', () => {
  it('refuses schema names that would need quoting, in every DDL builder', () => {
    expect(() => assertSchemaName('orders"; DROP TABLE x; --')).toThrow('Invalid schema name');
    expect(() => outboxTablesSql('Orders')).toThrow('Invalid schema name');
    expect(() => deadLetterTableSql('orders; --')).toThrow('Invalid schema name');
  });
});
