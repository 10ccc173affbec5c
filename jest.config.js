// PGlite loads its WebAssembly through a dynamic import(), which jest's VM only allows with
// NODE_OPTIONS=--experimental-vm-modules; npm test and the npm scripts set it.
// One jest run for the whole monorepo: `unit` tests sit beside the code, `integration` tests talk to a
// real database, broker or HTTP server, each file with a database of its own, two files at a time
// (see scripts/test.mjs).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
const ignored = ['/node_modules/', '/dist/', '/e2e/'];
// The route fuzz is generic and slow (a minute and more): where one run covers both databases,
// scripts/test.mjs sets ROUTE_FUZZ=off for the PGlite pass so it runs once, on PostgreSQL.
const integrationIgnored = [
  ...ignored,
  '<rootDir>/faults/',
  ...(process.env.ROUTE_FUZZ === 'off' ? ['<rootDir>/fuzz/'] : []),
];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      transform,
      testMatch: ['<rootDir>/**/src/**/*.test.ts', '<rootDir>/**/src/**/*.test.tsx'],
      testPathIgnorePatterns: ignored,
      testEnvironment: 'node',
    },
    {
      displayName: 'integration',
      transform,
      testMatch: ['<rootDir>/**/integration-tests/**/*.spec.ts'],
      testPathIgnorePatterns: integrationIgnored,
      testEnvironment: 'node',
    },
    {
      // Replicas killed, a broker taken down, PostgreSQL restarted: each test starts real servers of
      // its own (its own PostgreSQL cluster too), so it runs once, not once per database like the above.
      displayName: 'faults',
      transform,
      testMatch: ['<rootDir>/faults/integration-tests/**/*.spec.ts'],
      testPathIgnorePatterns: ignored,
      testEnvironment: 'node',
    },
  ],
  // Global only: jest ignores testTimeout inside a project. Integration hooks start databases and brokers.
  testTimeout: 60_000,
};
