import type { Server } from 'node:http';
import type { Express } from 'express';
import { endOpenEventStreams } from './event-stream';
import type { Logger } from './logger';

export interface RunServiceOptions {
  app: Express;
  port: number;
  host?: string;
  logger: Logger;
  /** Stops what the service runs beside HTTP (consumers, relay, database), after in-flight requests end. */
  onShutdown?: () => Promise<void>;
  shutdownTimeoutMs?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  stop: () => Promise<void>;
}

/** Listens, and on SIGTERM/SIGINT stops taking requests, lets in-flight ones finish, then cleans up. */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { app, logger } = options;
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, options.host ?? '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info({ port }, 'listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Event streams never finish by themselves; their clients reconnect with Last-Event-ID.
      endOpenEventStreams();
      await closed;
      await options.onShutdown?.();
      logger.info('stopped');
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    const timeout = setTimeout(() => {
      logger.error({ signal }, 'shutdown timed out; exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 10_000);
    timeout.unref();
    stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return { server, port, stop };
}
