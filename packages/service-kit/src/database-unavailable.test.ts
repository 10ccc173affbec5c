import { databaseUnavailableMessage, isDatabaseUnreachable } from './database-unavailable';
import { toErrorResponse } from './service-app';

/** An Error with the fields a driver adds, as the failures arrive. */
const failure = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

/** Prisma's error over @prisma/adapter-pg: its code, and the adapter's reading of the driver's error. */
const prismaFailure = (code: string, cause: Record<string, unknown>) =>
  failure('Invalid `prisma.order.findMany()` invocation', {
    name: 'PrismaClientKnownRequestError',
    code,
    clientVersion: '7.10.0',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });

// Each shape as a real PostgreSQL 15 stopped, killed or restarted under node-postgres and Prisma
// gave it (faults/integration-tests/postgres-restart.spec.ts exercises the real thing).
const UNREACHABLE: Record<string, unknown> = {
  'node-postgres: the server is not listening': failure('connect ECONNREFUSED 127.0.0.1:5432', {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    address: '127.0.0.1',
    port: 5432,
  }),
  'node-postgres: the connection was reset': failure('read ECONNRESET', {
    code: 'ECONNRESET',
    syscall: 'read',
  }),
  'node-postgres: a fast stop ended the session (admin_shutdown)': failure(
    'terminating connection due to administrator command',
    { code: '57P01', severity: 'FATAL' },
  ),
  'node-postgres: the server is starting up (cannot_connect_now)': failure(
    'the database system is starting up',
    { code: '57P03', severity: 'FATAL' },
  ),
  'node-postgres: a connection exception (class 08)': failure('connection failure', {
    code: '08006',
    severity: 'FATAL',
  }),
  'node-postgres: the server died under a query': failure('Connection terminated unexpectedly'),
  'node-postgres: a transaction went on after its connection broke': failure(
    'Client has encountered a connection error and is not queryable',
  ),
  'node-postgres: connectionTimeoutMillis passed': failure('timeout exceeded when trying to connect'),
  'Prisma: cannot reach the server (P1001)': prismaFailure('P1001', {
    kind: 'DatabaseNotReachable',
    host: '127.0.0.1',
    port: 5432,
  }),
  'Prisma raw query: cannot reach the server': prismaFailure('P2010', { kind: 'DatabaseNotReachable' }),
  'Prisma raw query: the connection closed': prismaFailure('P2010', { kind: 'ConnectionClosed' }),
  'Prisma raw query: a fast stop ended the session': prismaFailure('P2010', {
    kind: 'postgres',
    code: '57P01',
    originalCode: '57P01',
    severity: 'FATAL',
    message: 'terminating connection due to administrator command',
  }),
};

const ORDINARY: Record<string, unknown> = {
  'a bug': new Error('Cannot read properties of undefined'),
  'a constraint the database enforced': failure('duplicate key value violates unique constraint', {
    code: '23505',
    severity: 'ERROR',
  }),
  'Prisma: a constraint the database enforced': prismaFailure('P2010', {
    kind: 'postgres',
    code: '23505',
    originalCode: '23505',
  }),
  'Prisma: a unique constraint': failure('Unique constraint failed', { code: 'P2002' }),
  // The same socket code in a failed HTTP call's cause: another service is away, not our database.
  'fetch: another service refused the connection': new TypeError('fetch failed', {
    cause: failure('connect ECONNREFUSED 127.0.0.1:4002', { code: 'ECONNREFUSED' }),
  }),
  'not an error at all': 'ECONNREFUSED',
};

describe('a database that cannot be reached', () => {
  it.each(Object.entries(UNREACHABLE))('answers 503 with Retry-After and a message: %s', (_shape, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(toErrorResponse(error, 'order')).toEqual({
      status: 503,
      body: {
        message:
          'The order service is temporarily unavailable because its database cannot be reached. Please try again in a few seconds.',
      },
      headers: { 'retry-after': '5' },
    });
  });

  it.each(Object.entries(ORDINARY))('leaves any other failure a 500: %s', (_shape, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(toErrorResponse(error, 'order')).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });

  it('speaks of "this service" when it is not told which', () => {
    expect(databaseUnavailableMessage()).toMatch(/^This service is temporarily unavailable/);
  });
});
