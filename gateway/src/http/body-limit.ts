import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { payloadTooLarge, readBody } from '@marketplace/service-kit';

const MAX_BODY_BYTES = 1024 * 1024;

const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body read ahead of proxying; the proxy writes it to the upstream. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bufferedBodies.get(req);
}

/**
 * Caps request bodies without parsing them, and reads each whole before it is proxied: a declared
 * Content-Length over the cap is refused up front, a chunked body once it passes the cap. The body
 * goes on as the same bytes with a Content-Length, and because it is held here, a call that one
 * replica refused to connect can be sent to the next (decision 98).
 */
export function bodySizeLimit(limit = MAX_BODY_BYTES): RequestHandler {
  return (req, _res, next) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) return next(payloadTooLarge());
    if (req.headers['transfer-encoding'] === undefined && !(Number(declared) > 0)) return next();
    readBody(req, limit).then((body) => {
      bufferedBodies.set(req, body);
      next();
    }, next);
  };
}
