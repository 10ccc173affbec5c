import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await createInMemory();
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

/**
 * Where a freshly initialised cluster is kept, one per PGlite release: the format of its files may
 * change between releases.
 */
let freshClusterPathMemo: string | undefined;
function freshClusterPath(): string {
  if (freshClusterPathMemo) return freshClusterPathMemo;
  // The package exports no package.json: it is read beside the entry point (dist/ in the package).
  const packageRoot = dirname(dirname(require.resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  freshClusterPathMemo = join(tmpdir(), `marketplace-pglite-${version}-fresh-cluster.tar`);
  return freshClusterPathMemo;
}

/**
 * A throwaway database (each integration test file has one) starts from a copy of a freshly
 * initialised cluster: PGlite's initdb costs about 5 s of CPU, loading the copy about 0.6 s. The
 * first start on a machine makes the copy; it is written under another name and renamed, so two
 * processes starting at once never read half a file.
 */
async function createInMemory(): Promise<PGlite> {
  const path = freshClusterPath();
  let copy: Uint8Array<ArrayBuffer> | undefined;
  try {
    // Its own ArrayBuffer, as a Blob takes (a Buffer may be a view into a shared pool).
    copy = new Uint8Array(readFileSync(path));
  } catch {
    // Not made yet on this machine.
  }
  if (copy) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([copy]) });
    } catch {
      // An unreadable copy: start afresh, and replace it below.
    }
  }
  const db = await PGlite.create('memory://');
  const fresh = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = `${path}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, fresh);
  renameSync(partial, path);
  return db;
}
