import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks (standardwebhooks.com) header names, lower-case as Node delivers them. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';
const SIGNATURE_VERSION = 'v1';
/** Standard base64, padding optional. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

export type WebhookBody = string | Buffer;

export interface SignWebhookInput {
  id: string;
  /** Unix time in seconds. */
  timestamp: number | string;
  body: WebhookBody;
  secret: string;
}

/**
 * `whsec_<base64>` carries the key bytes; any other string is used as its UTF-8 bytes. The base64
 * is checked strictly because Node's decoder skips stray characters, so a mistyped secret would
 * otherwise sign with the same key as the right one, or with a shorter one.
 */
export function webhookSecretKey(secret: string): Buffer {
  let key: Buffer;
  if (secret.startsWith(SECRET_PREFIX)) {
    const encoded = secret.slice(SECRET_PREFIX.length);
    if (!BASE64.test(encoded)) throw new Error('Webhook secret after whsec_ must be valid base64');
    key = Buffer.from(encoded, 'base64');
  } else {
    key = Buffer.from(secret, 'utf8');
  }
  if (key.length === 0) throw new Error('Webhook secret must not be empty');
  return key;
}

// Receivers verify every delivery with the same secret: its key is decoded once, not per request.
let lastSecret: string | undefined;
let lastKey: Buffer | undefined;
function keyOf(secret: string): Buffer {
  if (secret !== lastSecret || lastKey === undefined) {
    lastKey = webhookSecretKey(secret);
    lastSecret = secret;
  }
  return lastKey;
}

function signatureOf(key: Buffer, id: string, timestamp: string, body: WebhookBody): string {
  // The body is fed as bytes so a Buffer is signed exactly as received, never re-encoded.
  return createHmac('sha256', key)
    .update(`${id}.${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('base64');
}

/** The `webhook-signature` header value: `v1,<base64 HMAC-SHA256(key, "id.timestamp.body")>`. */
export function signWebhook(input: SignWebhookInput): string {
  return `${SIGNATURE_VERSION},${signatureOf(webhookSecretKey(input.secret), input.id, String(input.timestamp), input.body)}`;
}

/** The three headers a sender attaches to one delivery attempt. */
export function webhookHeaders(
  input: SignWebhookInput,
): Record<(typeof WEBHOOK_HEADERS)[keyof typeof WEBHOOK_HEADERS], string> {
  return {
    [WEBHOOK_HEADERS.id]: input.id,
    [WEBHOOK_HEADERS.timestamp]: String(input.timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(input),
  };
}

export type WebhookHeaderBag = Record<string, string | string[] | undefined>;

export interface VerifyWebhookInput {
  headers: WebhookHeaderBag;
  rawBody: WebhookBody;
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
}

export type WebhookRejection =
  'missing_headers' | 'invalid_timestamp' | 'timestamp_out_of_tolerance' | 'invalid_signature';

export type WebhookVerification =
  { ok: true; id: string; timestamp: number } | { ok: false; reason: WebhookRejection };

export const WEBHOOK_REJECTION_MESSAGES: Readonly<Record<WebhookRejection, string>> = {
  missing_headers: 'Missing webhook-id, webhook-timestamp or webhook-signature header',
  invalid_timestamp: 'webhook-timestamp is not a Unix time in seconds',
  timestamp_out_of_tolerance: 'webhook-timestamp is outside the allowed tolerance',
  invalid_signature: 'No webhook-signature matches the payload',
};

function headerValue(headers: WebhookHeaderBag, name: string): string | undefined {
  const direct = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const value = Array.isArray(direct) ? direct[0] : direct;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * Checks a delivery the Standard Webhooks way. The timestamp is checked before the HMAC so a
 * replayed old request costs no crypto, and every signature comparison is constant-time.
 */
export function verifyWebhook(input: VerifyWebhookInput): WebhookVerification {
  const key = keyOf(input.secret);
  const id = headerValue(input.headers, WEBHOOK_HEADERS.id);
  const timestampText = headerValue(input.headers, WEBHOOK_HEADERS.timestamp);
  const signatureHeader = headerValue(input.headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestampText || !signatureHeader) return { ok: false, reason: 'missing_headers' };

  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'invalid_timestamp' };
  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - timestamp) > tolerance)
    return { ok: false, reason: 'timestamp_out_of_tolerance' };

  const expected = Buffer.from(signatureOf(key, id, timestampText, input.rawBody));
  // Senders rotating secrets send several space-separated signatures; any v1 match is enough.
  let matched = false;
  for (const candidate of signatureHeader.split(' ')) {
    const comma = candidate.indexOf(',');
    if (comma < 0 || candidate.slice(0, comma) !== SIGNATURE_VERSION) continue;
    // Every v1 signature has the same, public, length; equal lengths are compared in constant
    // time, and there is no early exit, so the time taken reveals nothing about the expected value.
    const given = Buffer.from(candidate.slice(comma + 1));
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched ? { ok: true, id, timestamp } : { ok: false, reason: 'invalid_signature' };
}

/**
 * Constant-time string equality that does not leak the length either: both sides are hashed to
 * the same size first (timingSafeEqual alone throws on different lengths).
 */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}
