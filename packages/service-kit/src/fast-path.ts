import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Answers a request in full, or calls next() to leave it to the Express app behind it. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

type Handle = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * Puts a plain Node handler in front of an Express app, for the few calls whose per-request cost
 * matters (the partners' webhooks). In front, not inside: the first thing Express does with each
 * request (app.handle) is to swap the prototypes of Node's request and response objects for its
 * own, and Node's HTTP code runs markedly slower on such objects for the rest of the request. On
 * the 2-core target machine that alone doubled the gateway's CPU per proxied webhook. The result
 * is still the Express app: listen, supertest and mounting work as before.
 */
export function withFastPath<T extends Express>(app: T, fastPath: FastPath): T {
  const express = app as unknown as { handle: Handle };
  const handle = express.handle.bind(app);
  express.handle = (req, res, next) => fastPath(req, res, () => handle(req, res, next));
  return app;
}
