/** What a pooled node-postgres connection offers the code that borrows it. */
export interface PooledConnection {
  release(error?: Error | boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'error', listener: (error: Error) => void): unknown;
}

export interface BorrowedClient<Client> {
  readonly client: Client;
  /** Back to the pool; with an error (or after the connection reported one) it is closed instead. */
  release(error?: Error): void;
}

/**
 * A connection borrowed from the pool for more than one query, or for a prepared statement. While a
 * client is out, node-postgres's pool stops listening for its 'error' event, and a connection the
 * server drops (PostgreSQL killed or restarted) emits one even after its query has failed: unheard,
 * that event ends the process. The borrower hears it, and the connection goes back broken so the
 * pool opens a new one.
 */
export async function borrowClient<Client extends PooledConnection>(pool: {
  connect(): Promise<Client>;
}): Promise<BorrowedClient<Client>> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const hear = (error: Error) => {
    lost = error;
  };
  client.on('error', hear);
  return {
    client,
    release(error) {
      client.removeListener('error', hear);
      client.release(error ?? lost);
    },
  };
}
