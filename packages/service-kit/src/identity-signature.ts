import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDENTITY_HEADERS, IdentitySchema, type Identity } from '@marketplace/contracts';

/** How far a signed identity's timestamp may drift from our clock. */
const MAX_SKEW_MS = 5 * 60 * 1000;

export type SignedIdentityHeaders = Record<(typeof IDENTITY_HEADERS)[keyof typeof IDENTITY_HEADERS], string>;

/**
 * The call a signed identity is good for: the method and the request target (path and query string)
 * exactly as the receiving service reads them from its request line (req.url before any router).
 */
export interface SignedCall {
  method: string;
  path: string;
}

/**
 * The signature covers the call as well as the identity, so headers captured from one call (a log,
 * a proxy, a partner's webhook) cannot be replayed against another. The request line can hold no
 * line break, so none of the parts can pass for another.
 */
function mac(secret: string, timestamp: string, call: SignedCall, encodedIdentity: string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${call.method.toUpperCase()}\n${call.path}\n${encodedIdentity}`)
    .digest('base64url');
}

/** The headers that carry an identity from the gateway (or a calling service) to a service, for one call. */
export function signIdentity(
  identity: Identity,
  secret: string,
  call: SignedCall,
  now = Date.now(),
): SignedIdentityHeaders {
  const encoded = Buffer.from(JSON.stringify(identity)).toString('base64url');
  const timestamp = String(now);
  return {
    [IDENTITY_HEADERS.identity]: encoded,
    [IDENTITY_HEADERS.timestamp]: timestamp,
    [IDENTITY_HEADERS.signature]: mac(secret, timestamp, call, encoded),
  };
}

type HeaderBag = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The identity the headers carry, or undefined when they are missing, forged, stale, malformed or
 * signed for another call.
 */
export function verifyIdentity(
  headers: HeaderBag,
  secret: string,
  call: SignedCall,
  now = Date.now(),
): Identity | undefined {
  const encoded = single(headers[IDENTITY_HEADERS.identity]);
  const timestamp = single(headers[IDENTITY_HEADERS.timestamp]);
  const signature = single(headers[IDENTITY_HEADERS.signature]);
  if (!encoded || !timestamp || !signature) return undefined;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) return undefined;
  const expected = Buffer.from(mac(secret, timestamp, call, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = IdentitySchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * verifyIdentity for a caller that sees the same signed identity many times in a row, as a service
 * does from the gateway, which signs the anonymous identity of partners' webhooks (all the same
 * call) once a second: the headers it last accepted, for the same call, are recognised without
 * another HMAC and parse. Their timestamp is still checked against the clock every time.
 */
export function createIdentityVerifier(
  secret: string,
): (headers: HeaderBag, call: SignedCall, now?: number) => Identity | undefined {
  let last:
    | {
        encoded: string;
        timestamp: string;
        signature: string;
        method: string;
        path: string;
        identity: Identity;
      }
    | undefined;
  return (headers, call, now = Date.now()) => {
    const encoded = single(headers[IDENTITY_HEADERS.identity]);
    const timestamp = single(headers[IDENTITY_HEADERS.timestamp]);
    const signature = single(headers[IDENTITY_HEADERS.signature]);
    if (
      last !== undefined &&
      signature === last.signature &&
      timestamp === last.timestamp &&
      encoded === last.encoded &&
      call.path === last.path &&
      call.method === last.method &&
      Math.abs(now - Number(timestamp)) <= MAX_SKEW_MS
    )
      return last.identity;
    const identity = verifyIdentity(headers, secret, call, now);
    if (identity && encoded && timestamp && signature)
      last = { encoded, timestamp, signature, method: call.method, path: call.path, identity };
    return identity;
  };
}
