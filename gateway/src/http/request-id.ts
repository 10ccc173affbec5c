import type { RequestHandler } from 'express';
import { assignRequestId } from '@marketplace/service-kit';

/** Gives every request an id (the caller's when sane, see assignRequestId) before it is proxied. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    assignRequestId(req, res);
    next();
  };
}
