/**
 * How long a caller is asked to wait (Retry-After) when the database cannot be reached: about what
 * a PostgreSQL restart or a managed failover takes, and a few readiness probes' time.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a caller reads while the database is away; `service` as createServiceApp names it. */
export const databaseUnavailableMessage = (service?: string) =>
  `${service ? `The ${service} service` : 'This service'} is temporarily unavailable because its database cannot be reached. Please try again in a few seconds.`;

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not there yet: admin_shutdown (a fast or smart stop),
 * crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery). Class 08 is every
 * connection exception.
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);

/** Prisma's own codes for the same: cannot reach, timed out reaching, connection closed, pool timeout. */
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);

/** The kinds @prisma/adapter-pg gives a lost or refused connection (meta.driverAdapterError.cause). */
const ADAPTER_CONNECTION_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);

/**
 * What node-postgres throws, as plain Errors with only a message, when a connection drops under a
 * query (the server killed or stopped at once), is used after it dropped, or cannot be made in time
 * (connectionTimeoutMillis). Prisma passes them on unwrapped.
 */
const DRIVER_CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]);

interface ErrorFields {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
}

function isConnectionFailure(error: ErrorFields): boolean {
  const { code, kind, message } = error;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof kind === 'string' && ADAPTER_CONNECTION_KINDS.has(kind)) return true;
  return typeof message === 'string' && DRIVER_CONNECTION_MESSAGES.has(message);
}

/**
 * Whether a failure means the database could not be reached or the connection was lost, rather
 * than that it refused what it was asked; such a failure passes once the server is back. The shapes
 * node-postgres and Prisma (over @prisma/adapter-pg) give it, found by stopping and killing a real
 * server under them. Causes are not followed: a failed HTTP call carries the same socket codes in
 * its cause, and service clients answer those as 502 themselves.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as ErrorFields;
  if (typeof fields.code === 'string' && PRISMA_CONNECTION_CODES.has(fields.code)) return true;
  const adapterError = fields.meta?.driverAdapterError?.cause;
  if (typeof adapterError === 'object' && adapterError !== null && isConnectionFailure(adapterError))
    return true;
  return isConnectionFailure(fields);
}
