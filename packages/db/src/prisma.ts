import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';

export interface PrismaConnectionOptions {
  connectionString: string;
  /** The service's Postgres schema; Prisma qualifies every generated query with it. */
  schema: string;
  /** Pool size; small by default because the embedded database runs one query at a time. */
  poolMax?: number;
  /**
   * Names each distinct SQL text, so node-postgres prepares it once per connection and PostgreSQL
   * does not parse and analyse it again on every call. Real PostgreSQL only: the embedded PGlite
   * shares one session between its connections, where two of them preparing one name collide.
   */
  preparedStatements?: boolean;
}

/** At most this many distinct statements are named; any beyond them run unnamed, as before. */
const MAX_NAMED_STATEMENTS = 2_000;

function statementNames(): (query: { sql: string }) => string | undefined {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `prisma_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}

type PrismaClientClass<T> = new (options: { adapter: PrismaPg }) => T;

/** A service's Prisma client over node-postgres: no Rust engines (docs/architecture.md, Data). */
export function createPrisma<T>(PrismaClient: PrismaClientClass<T>, options: PrismaConnectionOptions): T {
  const adapter = new PrismaPg(
    { connectionString: options.connectionString, max: options.poolMax ?? 10 },
    {
      schema: options.schema,
      ...(options.preparedStatements && {
        statementNameGenerator: statementNames() as (query: { sql: string }) => string,
      }),
    },
  );
  return new PrismaClient({ adapter });
}
