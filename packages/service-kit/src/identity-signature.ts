import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDENTITY_HEADERS, IdentitySchema, type Identity } from '@marketplace/contracts';

/** How far a signed identity's timestamp may drift from our clock. */
const MAX_SKEW_MS = 5 * 60 * 1000;

export type SignedIdentityHeaders = Record<(typeof IDENTITY_HEADERS)[keyof typeof IDENTITY_HEADERS], string>;

function mac(secret: string, timestamp: string, encodedIdentity: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${encodedIdentity}`).digest('base64url');
}

/** The headers that carry an identity from the gateway (or a calling service) to a service. */
export function signIdentity(identity: Identity, secret: string, now = Date.now()): SignedIdentityHeaders {
  const encoded = Buffer.from(JSON.stringify(identity)).toString('base64url');
  const timestamp = String(now);
  return {
    [IDENTITY_HEADERS.identity]: encoded,
    [IDENTITY_HEADERS.timestamp]: timestamp,
    [IDENTITY_HEADERS.signature]: mac(secret, timestamp, encoded),
  };
}

type HeaderBag = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** The identity the headers carry, or undefined when they are missing, forged, stale or malformed. */
export function verifyIdentity(headers: HeaderBag, secret: string, now = Date.now()): Identity | undefined {
  const encoded = single(headers[IDENTITY_HEADERS.identity]);
  const timestamp = single(headers[IDENTITY_HEADERS.timestamp]);
  const signature = single(headers[IDENTITY_HEADERS.signature]);
  if (!encoded || !timestamp || !signature) return undefined;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) return undefined;
  const expected = Buffer.from(mac(secret, timestamp, encoded));
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
 * does from the gateway, which signs the anonymous identity of partners' webhooks once a second:
 * the headers it last accepted are recognised without another HMAC and parse. Their timestamp is
 * still checked against the clock every time.
 */
export function createIdentityVerifier(
  secret: string,
): (headers: HeaderBag, now?: number) => Identity | undefined {
  let last: { encoded: string; timestamp: string; signature: string; identity: Identity } | undefined;
  return (headers, now = Date.now()) => {
    const encoded = single(headers[IDENTITY_HEADERS.identity]);
    const timestamp = single(headers[IDENTITY_HEADERS.timestamp]);
    const signature = single(headers[IDENTITY_HEADERS.signature]);
    if (
      last !== undefined &&
      signature === last.signature &&
      timestamp === last.timestamp &&
      encoded === last.encoded &&
      Math.abs(now - Number(timestamp)) <= MAX_SKEW_MS
    )
      return last.identity;
    const identity = verifyIdentity(headers, secret, now);
    if (identity && encoded && timestamp && signature) last = { encoded, timestamp, signature, identity };
    return identity;
  };
}
