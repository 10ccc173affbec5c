import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSchemaName, outboxTablesSql } from './outbox-schema';

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

  it('refuses schema names that would need quoting', () => {
    expect(() => assertSchemaName('orders"; DROP TABLE x; --')).toThrow('Invalid schema name');
    expect(() => outboxTablesSql('Orders')).toThrow('Invalid schema name');
  });
});
