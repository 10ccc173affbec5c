/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE` (docs/operations.md, Backup and restore):
 * the database `npm start` uses, PostgreSQL when DATABASE_URL is set, otherwise the embedded one in
 * DATA_DIR (`.data` by default).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupDatabase, BackupError, restoreDatabase, type DatabaseLocation } from '@marketplace/db';
import { DEV_DATA_DIR } from '@marketplace/service-kit';

const root = resolve(__dirname, '..', '..', '..');

function locationFromEnv(env: NodeJS.ProcessEnv): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', connectionString: env.DATABASE_URL };
  return { kind: 'embedded', dataDir: join(resolve(root, env.DATA_DIR ?? DEV_DATA_DIR), 'pglite') };
}

function defaultBackupFile(location: DatabaseLocation, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const extension = location.kind === 'postgres' ? 'dump' : 'tar.gz';
  return join(root, 'backups', `marketplace-${stamp}.${extension}`);
}

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const location = locationFromEnv(process.env);
  const from =
    location.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${location.dataDir}`;
  if (command === 'backup') {
    const target = resolve(file ?? defaultBackupFile(location, new Date()));
    mkdirSync(dirname(target), { recursive: true });
    await backupDatabase(location, target);
    console.log(`Backed up ${from} to ${target}`);
    return;
  }
  if (command === 'restore') {
    if (!file) throw new BackupError('Name the backup to restore: npm run db:restore FILE');
    await restoreDatabase(location, resolve(file));
    console.log(`Restored ${resolve(file)} into ${from}. Start the services on it: npm start`);
    return;
  }
  throw new BackupError('Usage: db-backup.ts backup [FILE] | restore FILE');
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
});
