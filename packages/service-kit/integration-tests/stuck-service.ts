// A process whose shutdown never ends (its work will not stop), for run-service-deadline.spec.ts.
import express from 'express';
import { createLogger, runService } from '../src';

void runService({
  app: express(),
  port: 0,
  logger: createLogger('stuck'),
  shutdown: { stopWork: () => new Promise<void>(() => {}) },
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS),
});
