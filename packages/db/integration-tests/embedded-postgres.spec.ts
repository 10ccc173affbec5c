import { Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/embedded-postgres';

describe('embedded PostgreSQL (PGlite behind its socket server)', () => {
  let database: EmbeddedPostgres;
  let pools: Pool[];

  beforeAll(async () => {
    database = await startEmbeddedPostgres();
    pools = [0, 1, 2].map(() => new Pool({ connectionString: database.connectionString, max: 5 }));
    await pools[0]!.query(
      'CREATE TABLE notes (id serial primary key, author text not null, body text not null)',
    );
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database.stop();
  });

  it('answers many connections’ parameterised queries at once without mixing them up', async () => {
    // Different parameter counts per pool: interleaved Parse/Bind messages would fail or cross answers.
    const queries = Array.from({ length: 150 }, (_, index) => {
      const pool = pools[index % pools.length]!;
      if (index % 3 === 0)
        return pool.query('SELECT $1::int AS a', [index]).then((r) => r.rows[0].a === index);
      if (index % 3 === 1) {
        return pool.query('SELECT $1::int + $2::int AS a', [index, 1]).then((r) => r.rows[0].a === index + 1);
      }
      return pool
        .query('SELECT $1::text || $2::text || $3::text AS a', ['n', String(index), '!'])
        .then((r) => r.rows[0].a === `n${index}!`);
    });
    expect(await Promise.all(queries)).toEqual(queries.map(() => true));
  });

  it('keeps a large query whose bytes arrive in several packets apart from other connections’ queries', async () => {
    // A body bigger than a socket read arrives in pieces; other connections' messages come in between.
    const large = 'x'.repeat(512 * 1024);
    const queries = Array.from({ length: 60 }, (_, index) => {
      const pool = pools[index % pools.length]!;
      return index % 2 === 0
        ? pool
            .query('SELECT length($1::text) + $2::int AS a', [large, index])
            .then((r) => r.rows[0].a === large.length + index)
        : pool.query('SELECT $1::int AS a', [index]).then((r) => r.rows[0].a === index);
    });
    expect(await Promise.all(queries)).toEqual(queries.map(() => true));
  });

  it('keeps an open transaction to its own connection, so a rollback takes only its own writes', async () => {
    const writer = await pools[0]!.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('INSERT INTO notes (author, body) VALUES ($1, $2)', ['writer', 'rolled back']);
      const other = pools[1]!.query('INSERT INTO notes (author, body) VALUES ($1, $2)', ['other', 'kept']);
      await writer.query('ROLLBACK');
      await other;
    } finally {
      writer.release();
    }
    const { rows } = await pools[2]!.query('SELECT author, body FROM notes ORDER BY id');
    expect(rows).toEqual([{ author: 'other', body: 'kept' }]);
  });

  it('frees the session when a connection dies inside a transaction', async () => {
    const client = await pools[0]!.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO notes (author, body) VALUES ($1, $2)', ['ghost', 'never committed']);
    client.release(new Error('drop this connection'));
    const { rows } = await pools[1]!.query('SELECT count(*)::int AS n FROM notes WHERE author = $1', [
      'ghost',
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('survives a failing statement in the middle of other connections’ work', async () => {
    const results = await Promise.allSettled([
      pools[0]!.query('SELECT $1::int AS a', ['not a number']),
      pools[1]!.query('SELECT $1::int AS a', [7]),
      pools[2]!.query('SELECT $1::text AS a', ['ok']),
    ]);
    expect(results[0].status).toBe('rejected');
    expect(results.slice(1).map((result) => result.status === 'fulfilled' && result.value.rows[0].a)).toEqual(
      [7, 'ok'],
    );
  });

  it('starts every in-memory database empty, though they start from one copy of a fresh cluster', async () => {
    // This file's database has made the copy (or found it); the next ones load it.
    const others = await Promise.all([startEmbeddedPostgres(), startEmbeddedPostgres()]);
    try {
      const [first, second] = others.map((other) => new Pool({ connectionString: other.connectionString }));
      await first!.query('CREATE TABLE only_here (id int)');
      const tables = (pool: Pool) =>
        pool
          .query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")
          .then((result) => result.rows.map((row) => row.name));
      expect(await tables(first!)).toEqual(['only_here']);
      expect(await tables(second!)).toEqual([]);
      await Promise.all([first!.end(), second!.end()]);
    } finally {
      await Promise.all(others.map((other) => other.stop()));
    }
  });
});
