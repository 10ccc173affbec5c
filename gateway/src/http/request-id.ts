import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@marketplace/service-kit';

// Ids end up in every service's logs, so only short printable tokens are taken from clients.
const SANE_REQUEST_ID = /^[\w.:+/=-]{1,128}$/;

/** The client's id when it is a sane token, else a fresh uuid. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Sets x-request-id on the request (so the proxy passes it upstream) and on the response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
