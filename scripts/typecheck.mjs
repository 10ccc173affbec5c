// Type-checks every workspace with its own tsconfig (strict everywhere), one after another.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const folders = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
    : [pattern],
);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
for (const folder of folders.sort()) {
  const project = join(root, folder, 'tsconfig.json');
  if (!existsSync(project)) continue;
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${folder}`);
  } catch {
    failed += 1;
    console.error(`typecheck FAILED: ${folder}`);
  }
}
process.exit(failed ? 1 : 0);
