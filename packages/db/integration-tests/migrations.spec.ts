import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { runMigrations } from '../src/migrations';

function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe('runMigrations', () => {
  let database: TestDatabase;
  let client: Client;

  beforeEach(async () => {
    database = await createTestDatabase();
    client = new Client({ connectionString: database.connectionString });
    await client.connect();
  });

  afterEach(async () => {
    await client.end();
    await database.drop();
  });

  it('applies each migration once, in name order, inside the service schema, and records it as Prisma does', async () => {
    const dir = migrationsFolder({
      '20260101000000_init': 'CREATE TABLE things (id serial primary key, name text not null);',
      '20260102000000_more': "INSERT INTO things (name) VALUES ('first');",
    });
    const options = { connectionString: database.connectionString, schema: 'shop', migrationsDir: dir };
    expect(await runMigrations(options)).toEqual(['20260101000000_init', '20260102000000_more']);
    expect(await runMigrations(options)).toEqual([]);
    const things = await client.query('SELECT name FROM shop.things');
    expect(things.rows).toEqual([{ name: 'first' }]);
    const recorded = await client.query(
      'SELECT migration_name FROM shop._prisma_migrations ORDER BY migration_name',
    );
    expect(recorded.rows.map((row) => row.migration_name)).toEqual([
      '20260101000000_init',
      '20260102000000_more',
    ]);
  });

  it('refuses to start when an applied migration was edited afterwards', async () => {
    const dir = migrationsFolder({ '20260101000000_init': 'CREATE TABLE things (id int);' });
    await runMigrations({ connectionString: database.connectionString, schema: 'shop', migrationsDir: dir });
    writeFileSync(join(dir, '20260101000000_init', 'migration.sql'), 'CREATE TABLE things (id bigint);');
    await expect(
      runMigrations({ connectionString: database.connectionString, schema: 'shop', migrationsDir: dir }),
    ).rejects.toThrow('was changed after it was applied');
  });

  it('applies each migration once when several processes start at the same time', async () => {
    const dir = migrationsFolder({
      '20260101000000_init': 'CREATE TABLE things (id serial primary key, name text not null);',
      '20260102000000_more': "INSERT INTO things (name) VALUES ('first');",
    });
    const options = { connectionString: database.connectionString, schema: 'shop', migrationsDir: dir };
    const runs = await Promise.all([1, 2, 3, 4].map(() => runMigrations(options)));
    expect(runs.flat().sort()).toEqual(['20260101000000_init', '20260102000000_more']);
    const things = await client.query('SELECT name FROM shop.things');
    expect(things.rows).toEqual([{ name: 'first' }]);
  });

  it('leaves nothing half-applied when a migration fails', async () => {
    const dir = migrationsFolder({
      '20260101000000_broken': 'CREATE TABLE half (id int); SELECT no_such_function();',
    });
    await expect(
      runMigrations({ connectionString: database.connectionString, schema: 'shop', migrationsDir: dir }),
    ).rejects.toThrow('20260101000000_broken failed');
    const tables = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'shop' AND table_name = 'half'",
    );
    expect(tables.rows[0].n).toBe(0);
  });
});
