import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SequenceQueryQueue } from './pglite-query-queue';

/** The port `npm start` serves its embedded PGlite on, unless EMBEDDED_DB_PORT says otherwise. */
export const DEFAULT_EMBEDDED_DB_PORT = 5499;

/** How a client reaches the embedded PGlite: its socket server takes any user and password. */
export function embeddedPostgresUrl(port: number, host = '127.0.0.1'): string {
  return `postgresql://postgres:postgres@${host}:${port}/postgres?sslmode=disable`;
}

export interface EmbeddedPostgres {
  connectionString: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder that persists the database; in memory when omitted. */
  dataDir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

/**
 * PostgreSQL for one laptop: PGlite behind its wire-protocol socket server, so every service
 * connects with an ordinary driver. The server multiplexes connections onto PGlite's one session:
 * a connection holds it for a whole extended-protocol sequence and for a whole transaction, so a
 * transaction must never wait on another connection (docs/architecture.md, Data).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? 'memory://');
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: 200 });
  // The server hands this queue to each connection as it arrives (see SequenceQueryQueue for why).
  (server as unknown as { queryQueue: SequenceQueryQueue }).queryQueue = new SequenceQueryQueue(db);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    connectionString: embeddedPostgresUrl(port, host),
    port,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
