import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Ids end up in every service's logs, so only short printable tokens are taken from callers.
const SANE_REQUEST_ID = /^[\w.:+/=-]{1,128}$/;

/** The caller's id when it is a sane token, else a fresh uuid: the gateway and the services alike. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Sets x-request-id on the request (so it travels upstream) and on the response; returns it. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}
