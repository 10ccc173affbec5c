import { PrismaPg } from '@prisma/adapter-pg';

export interface PrismaConnectionOptions {
  connectionString: string;
  /** The service's Postgres schema; Prisma qualifies every generated query with it. */
  schema: string;
  /** Pool size; small by default because the embedded database runs one query at a time. */
  poolMax?: number;
}

type PrismaClientClass<T> = new (options: { adapter: PrismaPg }) => T;

/** A service's Prisma client over node-postgres: no Rust engines (docs/architecture.md, Data). */
export function createPrisma<T>(PrismaClient: PrismaClientClass<T>, options: PrismaConnectionOptions): T {
  const adapter = new PrismaPg(
    { connectionString: options.connectionString, max: options.poolMax ?? 10 },
    { schema: options.schema },
  );
  return new PrismaClient({ adapter });
}
