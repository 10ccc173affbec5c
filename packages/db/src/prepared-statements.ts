import type { Pool, PoolClient } from 'pg';
import { borrowClient } from './borrowed-client';

/** Numbers prepared statement names across every runner of the process (tests make several). */
let preparedStatements = 0;

/**
 * A hot path's statements on node-postgres, each prepared once per connection. Measured on the
 * 2-core target machine, Prisma's raw-query path costs several times the CPU per call; the webhook
 * log (decision 46) and the order write (decision 160) go this way.
 */
export class PreparedStatements {
  /**
   * A prepared statement's name per connection: the embedded database multiplexes every connection
   * onto one session, where a name shared by two connections would already exist.
   */
  private readonly names = new WeakMap<PoolClient, Map<string, string>>();

  constructor(
    private readonly pool: Pool,
    /** Prefix of the statements' names, e.g. the service's schema. */
    private readonly prefix: string,
  ) {}

  async run<Row extends object>(statement: string, text: string, values: readonly unknown[]): Promise<Row[]> {
    const { client, release } = await borrowClient<PoolClient>(this.pool);
    let names = this.names.get(client);
    if (names === undefined) {
      names = new Map();
      this.names.set(client, names);
    }
    let name = names.get(statement);
    if (name === undefined) {
      name = `${this.prefix}_${statement}_${++preparedStatements}`;
      names.set(statement, name);
    }
    try {
      const { rows } = await client.query<Row>({ name, text, values: [...values] });
      release();
      return rows;
    } catch (error) {
      // Not back to the pool: the connection may be broken, and after a refused statement the
      // embedded database may hold the prepared statement that node-postgres thinks it lacks.
      release(error as Error);
      throw error;
    }
  }
}

// JSON.stringify writes these escapes in lower case; a surrogate is \ud800 to \udfff.
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/g;

/**
 * Rows as one JSON parameter of a batch statement (`jsonb_to_recordset($1::jsonb)`). PostgreSQL's
 * text and jsonb cannot hold U+0000 or a lone UTF-16 surrogate, both of which a sender's JSON can
 * carry and JSON.stringify writes back as escapes (\u0000, \ud800 ...: a well-formed pair is
 * written as the character itself). Those escapes become U+FFFD, so a row is never refused for
 * what a sender wrote. An escape is one only after an even run of backslashes.
 */
export function batchParameter(rows: readonly object[]): string {
  return JSON.stringify(rows).replace(UNSTORABLE_ESCAPE, '$1\\ufffd');
}
