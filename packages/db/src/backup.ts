import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  closeSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

const run = promisify(execFile);

/** What a backup is taken of and a restore loads into: a PostgreSQL database, or the embedded one's folder. */
export type DatabaseLocation =
  { kind: 'postgres'; connectionString: string } | { kind: 'embedded'; dataDir: string };

/** A refusal the backup commands print as it is, without a stack: the operator's input was wrong. */
export class BackupError extends Error {}

/** pg_dump's custom format starts with these bytes, and gzip (PGlite's dumpDataDir) with 1f 8b. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * One file with every schema of the database. PostgreSQL: `pg_dump --format=custom`, a consistent
 * snapshot taken while the services run (it reads in one repeatable-read transaction and blocks
 * no writer). The embedded database: PGlite's own dump of its folder, a gzipped tar, taken while
 * nothing has it open (PGlite is one process's).
 */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.kind === 'postgres') {
    await pgTool('pg_dump', ['--format=custom', '--file', file, '--dbname', location.connectionString]);
    return;
  }
  if (!existsSync(`${location.dataDir}/PG_VERSION`))
    throw new BackupError(`There is no embedded database in ${location.dataDir}.`);
  refuseOpenEmbedded(location.dataDir);
  const db = await PGlite.create(location.dataDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Loads a backupDatabase file into an empty database (a new PostgreSQL database, or an embedded
 * folder that does not exist yet or is empty), all or nothing: a restore never mixes with data.
 */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  const kind = backupKind(file);
  if (location.kind === 'postgres') {
    if (kind !== 'postgres')
      throw new BackupError(
        `${file} is a backup of the embedded database: restore it with DATABASE_URL unset.`,
      );
    await refuseNonEmptyPostgres(location.connectionString);
    await pgTool('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--dbname',
      location.connectionString,
      file,
    ]);
    return;
  }
  if (kind !== 'embedded')
    throw new BackupError(
      `${file} is a pg_dump of PostgreSQL: restore it with DATABASE_URL naming an empty database.`,
    );
  if (existsSync(location.dataDir) && readdirSync(location.dataDir).length > 0)
    throw new BackupError(`${location.dataDir} is not empty: restore into a new folder (DATA_DIR).`);
  mkdirSync(location.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: location.dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await db.close();
}

function backupKind(file: string): 'postgres' | 'embedded' {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'postgres';
  if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return 'embedded';
  throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
}

/** PGlite keeps postmaster.pid while it has the folder open: copying it then would copy half a write. */
function refuseOpenEmbedded(dataDir: string): void {
  if (existsSync(`${dataDir}/postmaster.pid`))
    throw new BackupError(
      `The embedded database in ${dataDir} is open: stop npm start first (a start and stop clears a crash's leftover).`,
    );
}

async function refuseNonEmptyPostgres(connectionString: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if ((rows[0]?.tables ?? 0) > 0)
      throw new BackupError(
        'The database is not empty: restore into a new database (createdb, then DATABASE_URL).',
      );
  } finally {
    await client.end();
  }
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: apt-get install -y postgresql-client.`);
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
