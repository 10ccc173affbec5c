import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** Whether the hop at this address, `hop` steps from the gateway (0: the socket's peer), is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Who called, as the gateway believes it: the browser's address and the scheme it used. */
export interface ForwardedClient {
  address: string;
  protocol: 'http' | 'https';
  /** The host the browser asked for, when a trusted proxy named it (X-Forwarded-Host). */
  host?: string;
}

const HOP_COUNT = /^\d+$/;

/**
 * TRUST_PROXY as Express's `trust proxy` reads it, minus `true` (which would let any client name
 * its own address): a number of proxies in front of the gateway, or a comma list of their
 * addresses and CIDR ranges (proxy-addr's names loopback, linklocal and uniquelocal included).
 * Throws, naming the bad entry, when an entry is not an address or range.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (HOP_COUNT.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new TypeError('expected a number of proxies or their addresses');
  return proxyAddr.compile(entries);
}

const resolved = new WeakMap<IncomingMessage, ForwardedClient>();

const connectionOf = (req: IncomingMessage): ForwardedClient => ({
  address: req.socket.remoteAddress ?? '',
  protocol: (req.socket as TLSSocket).encrypted ? 'https' : 'http',
});

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim().toLowerCase();
}

/**
 * The client behind the trusted proxies: the nearest X-Forwarded-For address that is not a trusted
 * proxy (what each proxy appended, read from the right; entries left of it, which the client may
 * have written, are never read). The scheme is X-Forwarded-Proto's first value when the socket's
 * peer is trusted, as Express reads it: a client that claims https through a proxy that appends
 * only gets Secure cookies it cannot send back over http, which harms nobody. The host is
 * X-Forwarded-Host's first value on the same terms (Express's req.host): it only decides which
 * Origin counts as the gateway's own, and a page on another site cannot add that header to a
 * browser's request without a CORS preflight, which the gateway never grants.
 */
export function resolveForwardedClient(req: IncomingMessage, trust: TrustProxy): ForwardedClient {
  const connection = connectionOf(req);
  if (!trust(connection.address, 0)) return connection;
  const claimed = firstValue(req.headers['x-forwarded-proto']);
  const host = firstValue(req.headers['x-forwarded-host']);
  const forwarded = proxyAddr(req, trust);
  return {
    // Only more hops trusted than there are proxies reach an entry the client wrote, which may be
    // anything: the services key throttling on this, so it must be an address.
    address: isIP(forwarded) ? forwarded : connection.address,
    protocol: claimed === 'https' || claimed === 'http' ? claimed : connection.protocol,
    ...(host ? { host } : {}),
  };
}

/**
 * Decides who called, once, before the client's own x-forwarded-* headers are dropped
 * (stripClientIdentityHeaders). Without TRUST_PROXY the socket says it all and no header is read.
 */
export function forwardedClient(trust: TrustProxy | undefined) {
  return (req: IncomingMessage, _res: unknown, next: () => void): void => {
    resolved.set(req, trust ? resolveForwardedClient(req, trust) : connectionOf(req));
    next();
  };
}

/** The client forwardedClient decided on (the socket's peer for a request it never saw). */
export function clientOf(req: IncomingMessage): ForwardedClient {
  return resolved.get(req) ?? connectionOf(req);
}

/**
 * x-forwarded-* for a service, one value each: the services read the last x-forwarded-for entry as
 * the client (throttling, webhook source) and x-forwarded-proto for Secure cookies.
 */
export function forwardedHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const client = clientOf(req);
  const host = client.host ?? req.headers.host ?? '';
  return {
    'x-forwarded-for': client.address,
    'x-forwarded-port': /:(\d+)$/.exec(host)?.[1] ?? (client.protocol === 'https' ? '443' : '80'),
    'x-forwarded-proto': client.protocol,
    'x-forwarded-host': host,
  };
}
