// `npm test`: the whole suite, in the order that fails fastest. Type checks, lint and format, unit
// tests, integration tests against embedded PGlite, again against real PostgreSQL when
// TEST_DATABASE_URL is set (CI), the fault tests (replicas killed, a broker down, PostgreSQL
// restarted), then the browser tests, and the round trip again on `npm run start:cluster`. Ends with one "N passed, N failed" line; with CI=true a skipped test fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const strict = process.env.CI === 'true' || process.env.REQUIRE_ALL_SUITES === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const flaky = [];

const timings = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function jest(name, project, env = {}) {
  const output = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--selectProjects',
    project,
    '--json',
    '--outputFile',
    output,
  ];
  // Every integration test file has a database of its own (packages/testing), so files run two at
  // a time, one per core: about half the time of one after another (decision 69).
  if (project === 'integration') args.push(`--maxWorkers=${Math.min(2, availableParallelism())}`);
  // Each fault test runs replicas, brokers and a PostgreSQL server of its own: one at a time.
  if (project === 'faults') args.push('--maxWorkers=1');
  step(name, process.execPath, args, { NODE_OPTIONS: '--experimental-vm-modules', ...env });
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTestSuites === 0) failures.push(`${name}: no test suites found`);
  } catch {
    failures.push(`${name}: no report`);
  }
}

/** Titles of the tests that failed first and passed on their retry, from Playwright's JSON report. */
function flakyTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}: ${spec.title}`),
    ...flakyTests(suite.suites ?? []),
  ]);
}

function playwright(name, config, report) {
  const output = join(reports, report);
  step(
    name,
    process.execPath,
    [join(root, 'node_modules', '@playwright/test', 'cli.js'), 'test', '-c', config],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const { stats } = report;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    flaky.push(...flakyTests(report.suites ?? []));
  } catch {
    failures.push(`${name}: no report`);
  }
}

step('type check', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]);
step('lint', process.execPath, [
  join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
  '.',
  '--max-warnings=0',
]);
step('format', process.execPath, [
  join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
  '--check',
  '.',
  '--log-level=warn',
]);
jest('unit tests', 'unit');
// With a PostgreSQL server as well, the route fuzz runs on it alone: a generic suite needs one database.
jest('integration tests on embedded PGlite', 'integration', {
  TEST_DATABASE_URL: '',
  ...(process.env.TEST_DATABASE_URL && { ROUTE_FUZZ: 'off' }),
});
if (process.env.TEST_DATABASE_URL) {
  jest('integration tests on PostgreSQL', 'integration');
} else if (strict) {
  failures.push('TEST_DATABASE_URL is not set: the PostgreSQL suite would be skipped');
}
jest('fault tests (replicas, brokers, PostgreSQL)', 'faults');
step('frontend builds', 'npm', ['run', 'build']);
playwright('browser tests (Playwright, Chromium)', 'e2e/playwright.config.ts', 'e2e.json');
playwright(
  'browser round trip on the cluster (2 replicas each)',
  'e2e/playwright.cluster.config.ts',
  'e2e-cluster.json',
);

console.log('\n━━ summary ━━');
// CI aims to finish within 25 minutes: where the time went, step by step.
for (const timing of timings) console.log(timing);
if (strict && totals.skipped > 0) failures.push(`${totals.skipped} test(s) skipped; CI runs every suite`);
for (const test of flaky) console.log(`flaky (passed on its retry): ${test}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
