import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { payloadTooLarge, readBody } from '@marketplace/service-kit';

const MAX_BODY_BYTES = 1024 * 1024;

const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body read ahead of proxying (chunked requests only); the proxy writes it to the upstream. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bufferedBodies.get(req);
}

/**
 * Caps request bodies without parsing them. A declared Content-Length is checked up front and the
 * body then streams to the service untouched (Node's parser never delivers more than declared).
 * A chunked body has no declared size, so it is read here, up to the cap, and sent on as the
 * same bytes with a Content-Length.
 */
export function bodySizeLimit(limit = MAX_BODY_BYTES): RequestHandler {
  return (req, _res, next) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      return next(Number(declared) > limit ? payloadTooLarge() : undefined);
    }
    if (req.headers['transfer-encoding'] === undefined) return next();
    readBody(req, limit).then((body) => {
      bufferedBodies.set(req, body);
      next();
    }, next);
  };
}
