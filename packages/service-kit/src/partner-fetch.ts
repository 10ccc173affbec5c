import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isNativeError } from 'node:util/types';
import { Agent, fetch } from 'undici';

/**
 * Calls to URLs an administrator typed in (partner sources, order status endpoints). Such a URL must
 * not reach this system's own services or the cloud's metadata address (169.254.169.254), so the
 * host's every address is checked, and the connection goes to the address that was checked: the
 * check runs inside the connection's own DNS lookup, so a name cannot answer a public address to
 * the check and a private one to the connection (DNS rebinding). Redirects are not followed (a
 * public URL could send us to a private one), and answers are capped in size and time.
 */

/** The largest answer read from a partner unless a caller says otherwise. */
const PARTNER_MAX_BODY_BYTES = 1024 * 1024;

/** A partner call refused on our side: a forbidden address, a redirect, an answer too large. */
export class PartnerCallRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartnerCallRefusedError';
  }
}

type Subnet = [address: string, prefix: number];

function rangeOf(label: string, ipv4: Subnet[], ipv6: Subnet[]) {
  const list = new BlockList();
  for (const [address, prefix] of ipv4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of ipv6) list.addSubnet(address, prefix, 'ipv6');
  return { label, list };
}

// BlockList matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.5) against the IPv4 subnets too.
const FORBIDDEN_RANGES = [
  rangeOf('loopback', [['127.0.0.0', 8]], [['::1', 128]]),
  // Linux connects 0.0.0.0 (and ::) to the machine itself.
  rangeOf('unspecified', [['0.0.0.0', 8]], [['::', 128]]),
  rangeOf(
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
    [['fc00::', 7]],
  ),
  rangeOf('link-local', [['169.254.0.0', 16]], [['fe80::', 10]]),
  rangeOf('carrier-grade NAT', [['100.64.0.0', 10]], []),
];

/** The kind of address a partner call may not reach ('loopback', 'private', ...), or undefined. */
export function forbiddenAddressKind(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return undefined;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  return FORBIDDEN_RANGES.find((range) => range.list.check(address, type))?.label;
}

function refusalOf(address: string): PartnerCallRefusedError | undefined {
  const kind = forbiddenAddressKind(address);
  if (!kind) return undefined;
  const article = /^[aeiu]/.test(kind) ? 'an' : 'a';
  return new PartnerCallRefusedError(
    `partner URL resolves to ${article} ${kind} address (${address}), which is not allowed; ` +
      'add the host to PARTNER_HOST_ALLOWLIST to allow it',
  );
}

/**
 * An allow-list entry, `host` or `host:port` (an IPv6 address bare or in brackets), in the form a
 * URL's hostname takes (lower case, IPv4 normalised), so entries compare with URLs; undefined when
 * the entry is neither.
 */
export function parsePartnerHost(entry: string): string | undefined {
  const trimmed = entry.trim();
  const bracketed = isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed;
  const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/?#@[\]\\]+)(?::(\d{1,5}))?$/.exec(bracketed);
  if (!match) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  try {
    const { hostname } = new URL(`http://${match[1]}`);
    return port === undefined ? hostname : `${hostname}:${port}`;
  } catch {
    return undefined;
  }
}

/** Resolves a name to every address it has (dns.lookup by default; tests give names their own). */
export type PartnerHostResolver = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithDns: PartnerHostResolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The connection's own lookup; when it guards, a name with any forbidden address is refused. */
function lookupWith(resolve: PartnerHostResolver, guard: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusal = guard ? addresses.map(({ address }) => refusalOf(address)).find(Boolean) : undefined;
        const [first] = addresses;
        if (refusal) callback(refusal, '');
        else if (!first)
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export interface PartnerFetchOptions {
  /**
   * Hosts or host:port pairs (PARTNER_HOST_ALLOWLIST) whose addresses are not checked: a partner
   * simulator on this machine, a partner on the private network. A host alone allows every port.
   */
  allowedHosts: readonly string[];
  resolve?: PartnerHostResolver;
}

export interface PartnerRequestInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole call: connecting, the answer and its body. */
  timeoutMs: number;
  /** The caller's own abort (a shutdown, say). */
  signal?: AbortSignal;
  /** An answer longer than this fails the call (1 MiB by default). */
  maxBodyBytes?: number;
}

/** A partner's answer, read whole: a body is only ever used whole, and reading it is what is capped. */
export interface PartnerAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  body: string;
}

/**
 * Calls a partner URL as fetchWithTimeout does: a call that gets no usable answer rejects with
 * the caller's error, made by `failure`, told whether our time ran out. `error` is then a
 * PartnerCallRefusedError when this side refused the call, so a caller can tell a setting to
 * correct from a partner that is down, else the network's own error (connect ECONNREFUSED ...).
 */
export type PartnerFetch = (
  url: string,
  init: PartnerRequestInit,
  failure: (timedOut: boolean, error: Error) => Error,
) => Promise<PartnerAnswer>;

export function createPartnerFetch({
  allowedHosts,
  resolve = resolveWithDns,
}: PartnerFetchOptions): PartnerFetch {
  const allowed = new Set(
    allowedHosts.map((entry) => {
      const host = parsePartnerHost(entry);
      if (!host) throw new Error(`Not a host or host:port: ${entry}`);
      return host;
    }),
  );
  const guarded = new Agent({ connect: { lookup: lookupWith(resolve, true) } });
  const trusted = new Agent({ connect: { lookup: lookupWith(resolve, false) } });

  return async (url, { timeoutMs, signal, maxBodyBytes = PARTNER_MAX_BODY_BYTES, ...init }, failure) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        throw new PartnerCallRefusedError(`partner URL must be http or https, not ${target.protocol}`);
      const port = target.port || (target.protocol === 'https:' ? '443' : '80');
      const isAllowed = allowed.has(target.hostname) || allowed.has(`${target.hostname}:${port}`);
      // An address in the URL itself is connected to without a lookup, so it is checked here.
      const literalRefusal = isAllowed ? undefined : refusalOf(target.hostname.replace(/^\[|\]$/g, ''));
      if (literalRefusal) throw literalRefusal;
      const response = await fetch(target, {
        ...init,
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        dispatcher: isAllowed ? trusted : guarded,
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        throw new PartnerCallRefusedError(
          `partner answered ${response.status}, a redirect${location ? ` to ${location}` : ''}, which is not followed; configure the final URL`,
        );
      }
      return {
        status: response.status,
        statusText: response.statusText,
        ok: response.ok,
        body: await readCapped(response.body, maxBodyBytes),
      };
    } catch (error) {
      throw failure(timeout.aborted, reasonOf(error));
    }
  };
}

async function readCapped(body: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream, so the rest of an oversized answer is never read.
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes)
      throw new PartnerCallRefusedError(`partner answer is larger than ${maxBytes} bytes, the most read`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * fetch wraps every failure to connect, a refusal from our lookup included, in its own "fetch
 * failed"; the reason is its cause (the first address's, when several were tried). Errors are
 * told by isNativeError, as they may come from another realm (jest's).
 */
function reasonOf(error: unknown): Error {
  const { cause } = error as { cause?: unknown };
  const reason = (isNativeError(cause) ? cause : error) as Error & { errors?: unknown[] };
  const [first] = reason.errors ?? [];
  return isNativeError(first) ? first : reason;
}
