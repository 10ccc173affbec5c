/**
 * The few database operations this package needs, shaped so that the clients the services
 * already hold satisfy them: a Prisma client or interactive transaction, or a node-postgres pool.
 */

import { borrowClient, type PooledConnection } from '@marketplace/db';

/** Runs one statement; a Prisma interactive transaction (`tx`) satisfies it as it is. */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** Queries outside a transaction, for the relay and the outbox-log reader. */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  execute(sql: string, params?: unknown[]): Promise<number>;
}

/** Runs `fn` in one database transaction: commits when it resolves, rolls back when it throws. */
export interface TransactionRunner<Tx extends SqlExecutor> {
  runInTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface PrismaRawClient extends SqlExecutor {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface PrismaTransactionOptions {
  maxWait?: number;
  timeout?: number;
}

export interface PrismaTransactional<Tx> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: PrismaTransactionOptions): Promise<R>;
}

export function prismaSqlClient(prisma: PrismaRawClient): SqlClient {
  return {
    query: <T>(sql: string, params: unknown[] = []) => prisma.$queryRawUnsafe<T[]>(sql, ...params),
    execute: (sql, params = []) => prisma.$executeRawUnsafe(sql, ...params),
  };
}

export function prismaTransactionRunner<Tx extends SqlExecutor>(
  prisma: PrismaTransactional<Tx>,
  options?: PrismaTransactionOptions,
): TransactionRunner<Tx> {
  return { runInTransaction: (fn) => prisma.$transaction(fn, options) };
}

/** The part of node-postgres' Pool and PoolClient used here (structural, so pg stays optional). */
export interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

export interface PgPool extends PgQueryable {
  connect(): Promise<PgQueryable & PooledConnection>;
}

/** A pg transaction that looks like a Prisma one, so handlers and appendToOutbox take either. */
export type PgTransaction = PrismaRawClient;

export function pgSqlClient(pool: PgQueryable): SqlClient {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    execute: async (sql, params = []) => (await pool.query(sql, params)).rowCount ?? 0,
  };
}

export function pgTransactionRunner(pool: PgPool): TransactionRunner<PgTransaction> {
  return {
    async runInTransaction(fn) {
      const { client, release } = await borrowClient(pool);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const tx: PgTransaction = {
          $executeRawUnsafe: async (sql, ...values) => (await client.query(sql, values)).rowCount ?? 0,
          $queryRawUnsafe: async <T>(sql: string, ...values: unknown[]) =>
            (await client.query(sql, values)).rows as T,
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          // A connection that cannot roll back must not go back to the pool.
          broken = rollbackError;
        });
        throw error;
      } finally {
        release(broken);
      }
    },
  };
}
