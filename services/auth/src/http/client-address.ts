import type { Request } from 'express';

/**
 * The browser's address as the gateway decided it: the connection's, or under TRUST_PROXY the one
 * its trusted proxies named. The gateway deletes every x-forwarded-* header a client sends and
 * writes that one address itself, and this service refuses any request that does not carry a
 * gateway (or service) signature, so the last x-forwarded-for entry is the gateway's word wherever
 * it runs; earlier entries are never read. Without the header (a direct service call) the
 * socket's own address is used.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = chain[chain.length - 1]?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}
