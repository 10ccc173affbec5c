import { Pool } from 'pg';

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** What to do with an idle connection's failure; nothing by default (the next query reconnects). */
  onIdleError?: (error: Error) => void;
}

/**
 * A node-postgres pool whose idle connections' failures are heard. A connection the server ends
 * while it waits in the pool (PostgreSQL restarted, the database dropped) is the pool's 'error'
 * event, and an 'error' nobody listens for ends the process.
 */
export function openPool({ connectionString, max, onIdleError = () => undefined }: PoolOptions): Pool {
  const pool = new Pool({ connectionString, max });
  pool.on('error', onIdleError);
  return pool;
}
