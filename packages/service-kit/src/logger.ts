import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs to stdout, one logger per process, named after the component. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * A request URL as it may be logged: the path only. Query strings can carry secrets (a password
 * reset link's token), and access logs are read by more people than the database is.
 */
export function loggablePath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
