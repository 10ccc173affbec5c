import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '@marketplace/service-kit';

const MAX_BODY_BYTES = 1024 * 1024;
const TOO_LARGE_MESSAGE = 'Request body is too large';

const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body read ahead of proxying (chunked requests only); the proxy writes it to the upstream. */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bufferedBodies.get(req);
}

function collect(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Keep reading into the void so the client can finish sending and read the 413.
        req.resume();
        reject(new HttpError(413, TOO_LARGE_MESSAGE));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
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
      return next(Number(declared) > limit ? new HttpError(413, TOO_LARGE_MESSAGE) : undefined);
    }
    if (req.headers['transfer-encoding'] === undefined) return next();
    collect(req, limit).then((body) => {
      bufferedBodies.set(req, body);
      next();
    }, next);
  };
}
