import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PostgresServer {
  port: number;
  /** A trust-auth URL for `database` on this server (`postgres` by default). */
  connectionString(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /**
   * Shuts the server down and resolves once it has exited: `fast` (the default) disconnects every
   * client and checkpoints, as `pg_ctl stop` does; `immediate` exits at once and recovers on start.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** kill -9 of the server and its backends, as a crashed machine would leave them. */
  kill(): Promise<void>;
  /** Stops it if running and deletes its files: for afterAll, whatever state the test left. */
  destroy(): Promise<void>;
}

const BIN_ROOT = '/usr/lib/postgresql';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * A real PostgreSQL server of the test's own, for the faults a shared server cannot take: stopped,
 * restarted, killed. Debian's binaries (CI installs `postgresql`), a fresh cluster in a temp dir,
 * trust authentication on 127.0.0.1 only, no Unix socket. fsync is off for speed: that only risks
 * data if the machine itself crashes; commits stay synchronous, so a killed server keeps every
 * commit it acknowledged. As root (here and in CI) initdb and postgres run as the `postgres` OS
 * user, since both refuse root. On a free port unless `port` names one.
 */
export async function startPostgresServer(options: { port?: number } = {}): Promise<PostgresServer> {
  const bin = postgresBinaries();
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  execFileSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', cwd: dataDir, ...owner },
  );
  const port = options.port ?? (await freePort());
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'shared_buffers=32MB',
    '-c',
    'max_connections=200',
  ];

  let running: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    if (running) throw new Error('PostgreSQL is already running');
    const child = spawn(join(bin, 'postgres'), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: dataDir,
      ...owner,
    });
    running = child;
    exited = new Promise((resolve) =>
      child.once('exit', () => {
        if (running === child) running = undefined;
        resolve();
      }),
    );
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`PostgreSQL did not start:\n${log}`)),
        START_TIMEOUT_MS,
      );
      child.stderr!.on('data', (chunk: Buffer) => {
        // Only the start-up is kept: a long test would otherwise hold every line the server logs.
        if (log.length < 100_000) log += chunk.toString();
        if (log.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited while starting:\n${log}`));
      });
    });
    // Read on, or a chatty server would block on a full pipe.
    child.stderr!.resume();
  };

  const signal = async (name: NodeJS.Signals) => {
    const child = running;
    if (!child) return;
    child.kill(name);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const kill = async () => {
    const child = running;
    if (!child?.pid) return;
    // Stopped first, so it forks no backend while they are listed; then the backends, since the
    // postmaster's death alone leaves them holding its shared memory, which stops the next start
    // until they notice. A backend may end by itself meanwhile.
    process.kill(child.pid, 'SIGSTOP');
    for (const pid of childPids(child.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    await signal('SIGKILL');
  };

  const removeOnExit = () => {
    running?.kill('SIGKILL');
  };
  // A test run that ends without afterAll (a crash, a timeout) must not leave a server behind.
  process.once('exit', removeOnExit);

  const connectionString = (database = 'postgres') =>
    `postgresql://postgres@127.0.0.1:${port}/${database}?sslmode=disable`;

  await start();
  return {
    port,
    connectionString,
    createDatabase: async (name) => {
      const client = new Client({ connectionString: connectionString() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
      return connectionString(name);
    },
    stop: (mode = 'fast') => signal(mode === 'fast' ? 'SIGINT' : 'SIGQUIT'),
    start,
    kill,
    destroy: async () => {
      await signal('SIGINT');
      process.off('exit', removeOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bin directory of the newest PostgreSQL installed the Debian way. */
function postgresBinaries(): string {
  const versions = existsSync(BIN_ROOT)
    ? readdirSync(BIN_ROOT)
        .filter((name) => existsSync(join(BIN_ROOT, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `No PostgreSQL server binaries under ${BIN_ROOT}/<version>/bin: install Debian's postgresql package (.ci/run does)`,
    );
  return join(BIN_ROOT, versions[0]!, 'bin');
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      "PostgreSQL refuses to run as root and there is no `postgres` OS user to run it as: install Debian's postgresql package",
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The processes whose parent is `pid` (Linux: /proc). */
function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces; the parent pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) pids.push(Number(entry));
    } catch {
      // Exited while the list was read.
    }
  }
  return pids;
}
