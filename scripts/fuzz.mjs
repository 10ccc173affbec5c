// `npm run fuzz`: the route fuzz of `npm test` (fuzz/integration-tests/route-fuzz.spec.ts) at length,
// with a new seed each time unless FUZZ_SEED names one. The seed is printed first: a failure found
// with it comes back with `FUZZ_SEED=<seed> npm run fuzz`.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// Each call and role adds a small offset to the seed: stay well inside fast-check's 32-bit range.
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 10_000));
const runs = process.env.FUZZ_RUNS ?? '100';
console.log(`route fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--selectProjects',
    'integration',
    '--runTestsByPath',
    join(root, 'fuzz', 'integration-tests', 'route-fuzz.spec.ts'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', FUZZ_SEED: seed, FUZZ_RUNS: runs },
  },
);
console.log(`route fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
process.exit(result.status ?? 1);
