import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import { endOpenEventStreams } from './event-stream';
import type { Logger } from './logger';

/** SHUTDOWN_TIMEOUT_MS's default: well past the event relay's flush and publish timeouts (10 s). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;

/** The readiness probe every service and the gateway answer; refused from the first moment of shutdown. */
const READINESS_PATH = '/readyz';

/**
 * What a process runs beside HTTP, stopped in this order once every request in flight has been
 * answered (docs/architecture.md, Events): nothing new is started, every event committed is
 * published, and the connections go last.
 */
export interface ShutdownSteps {
  /** Schedulers, pollers, sweeps and queues of work: stopped first, waiting for the work in hand. */
  stopWork?: () => Promise<void>;
  /**
   * The event bus: its consumers stop after the event in hand and commit it, then its relay
   * publishes every outbox row committed. shutdownBudgetMs is the longest that may take.
   */
  events?: { shutdown(): Promise<void>; readonly shutdownBudgetMs: number };
  /** Database pools and other clients, closed last. */
  closeConnections?: () => Promise<void>;
}

export interface RunServiceOptions {
  app: Express;
  port: number;
  host?: string;
  logger: Logger;
  shutdown?: ShutdownSteps;
  /**
   * SHUTDOWN_TIMEOUT_MS: after a signal, the process exits non-zero if the shutdown has not ended
   * by then. It must exceed the drain plus the event bus's shutdownBudgetMs, or the relay's flush
   * could be cut off.
   */
  shutdownTimeoutMs?: number;
  /**
   * SHUTDOWN_DRAIN_MS: how long readiness answers 503 while requests are still taken, so a load
   * balancer that polls it stops sending here before the listener closes (0: close at once).
   */
  drainMs?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  /** The shutdown sequence (without exiting): what SIGTERM and SIGINT run. */
  stop: () => Promise<void>;
}

/**
 * Listens, and on SIGTERM/SIGINT shuts down in one order for every process: readiness answers 503
 * (for drainMs before the listener closes), no new connections are taken, each request in flight is
 * answered and its keep-alive connection then closed, the ShutdownSteps run in order, and the
 * process exits 0 (1 past the deadline).
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { app, logger } = options;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const drainMs = options.drainMs ?? 0;
  const eventsBudgetMs = options.shutdown?.events?.shutdownBudgetMs ?? 0;
  if (shutdownTimeoutMs <= drainMs + eventsBudgetMs)
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs} ms) must be longer than SHUTDOWN_DRAIN_MS (${drainMs} ms) plus the event relay's flush and publish timeouts (${eventsBudgetMs} ms)`,
    );

  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (draining) {
      // Node keeps a keep-alive connection open after close(); this one ends after its answer.
      res.setHeader('Connection', 'close');
      if (req.url === READINESS_PATH) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'shutting down' }));
        return;
      }
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info({ inFlight: inFlight.size, drainMs }, 'shutting down: not ready');
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight)
        if (res.headersSent) res.once('finish', () => server.closeIdleConnections());
      // Event streams never finish by themselves; their clients reconnect with Last-Event-ID.
      endOpenEventStreams();
      await closed;
      const steps = options.shutdown ?? {};
      await steps.stopWork?.();
      await steps.events?.shutdown();
      await steps.closeConnections?.();
      logger.info('stopped');
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    // Not unref'd: a step stuck on a promise that holds nothing open would otherwise let the process
    // run out of work and exit 0 with the shutdown unfinished.
    setTimeout(() => {
      logger.error(
        { signal, shutdownTimeoutMs },
        'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting',
      );
      process.exit(1);
    }, shutdownTimeoutMs);
    stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Before listening: a signal sent as soon as the process says it listens must find its handler.
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info({ port }, 'listening');
  return { server, port, stop };
}
