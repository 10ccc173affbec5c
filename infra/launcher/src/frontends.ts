import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FRONTENDS = ['shell', 'mf-customer', 'mf-admin', 'mf-category-admin', 'mf-vendor'] as const;

/** Newest modification time of any file under a folder (ignoring dist and node_modules). */
function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the frontends whose dist is missing or older than their sources or the shared packages. */
export function buildStaleFrontends(root: string, log: (message: string) => void): void {
  const shared = Math.max(
    newestSourceTime(join(root, 'packages', 'ui')),
    newestSourceTime(join(root, 'packages', 'contracts')),
  );
  for (const app of FRONTENDS) {
    const dir = join(root, app);
    const entry = join(dir, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
    const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
    if (builtAt > Math.max(newestSourceTime(dir), shared)) continue;
    log(`building ${app} ...`);
    execFileSync(
      process.execPath,
      [join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
}
