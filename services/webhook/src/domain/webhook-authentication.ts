import {
  PARTNER_ID_HEADER,
  serialIdFromDigits,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
  type WebhookPartner,
} from '@marketplace/contracts';
import {
  safeEqual,
  verifyWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_REJECTION_MESSAGES,
  type WebhookHeaderBag,
} from '@marketplace/service-kit';
import { bodySecretWebhookId, checkBodyTimestamp } from './body-secret-delivery';
import { isActiveSecret, type PartnerSecret } from './partner-secret';

export interface AuthenticateWebhookInput {
  headers: WebhookHeaderBag;
  /** The body exactly as received; undefined when the transport did not read it. */
  rawBody: Buffer | undefined;
  /** The `secret` field of the JSON body, if the body had one. */
  bodySecret: unknown;
  /** The parsed JSON body: the body-secret form's timestamp and identity are read from it. */
  body?: unknown;
  /** WEBHOOK_SECRET: the default partner's. */
  secret: string;
  /** Every partner's own secrets as last read; those not active at `now` are ignored. */
  partnerSecrets: readonly PartnerSecret[];
  allowBodySecret: boolean;
  now?: Date;
}

export type WebhookAuthentication =
  | { ok: true; method: 'signature'; webhookId: string; partner: WebhookPartner }
  /** webhookId: bodySecretWebhookId, the hash of what the body says, so a replay is a duplicate. */
  | { ok: true; method: 'body_secret'; webhookId: string; partner: WebhookPartner }
  | { ok: false; code: AuthenticationFailure; reason: string };

/** `no_credentials`: neither signature headers nor a body secret, so nothing was even attempted. */
export type AuthenticationFailure =
  | 'no_credentials'
  | 'bad_partner_id'
  | 'bad_signature'
  | 'body_secret_disabled'
  | 'bad_body_secret'
  | 'bad_body_timestamp'
  | 'stale_body_timestamp';

const FAILURE_REASONS: Readonly<Record<Exclude<AuthenticationFailure, 'bad_signature'>, string>> = {
  no_credentials: 'Missing webhook-signature headers and body secret',
  bad_partner_id: `${PARTNER_ID_HEADER} is not a category config id`,
  body_secret_disabled: 'Body secret authentication is disabled; sign with the webhook-signature headers',
  bad_body_secret: 'Body secret does not match',
  bad_body_timestamp: 'Body timestamp is not an ISO 8601 time or a Unix time',
  stale_body_timestamp: `Body timestamp is outside the allowed tolerance (${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS / 60} minutes)`,
};

const failure = (code: Exclude<AuthenticationFailure, 'bad_signature'>): WebhookAuthentication => ({
  ok: false,
  code,
  reason: FAILURE_REASONS[code],
});

const EMPTY_BODY = Buffer.alloc(0);

function hasSignatureHeaders(headers: WebhookHeaderBag): boolean {
  return Object.values(WEBHOOK_HEADERS).some((name) => headers[name] !== undefined);
}

/** The spec's older credential: a `secret` field in a JSON object body. */
export function bodySecretOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as { secret?: unknown }).secret
    : undefined;
}

/** A secret that may have signed the delivery, and the partner it proves. */
interface Candidate {
  secret: string;
  partner: WebhookPartner;
}

/**
 * The secrets to try, in order. With the partner id header: that partner's active secrets, or the
 * default one when it has none. Without: the default secret, standing for every partner without an
 * active secret of its own, then each partner's own. null: the header names no category config.
 */
function candidatesOf(input: AuthenticateWebhookInput, now: Date): Candidate[] | null {
  const active = input.partnerSecrets.filter((secret) => isActiveSecret(secret, now));
  const named = input.headers[PARTNER_ID_HEADER];
  if (named !== undefined) {
    const id = typeof named === 'string' ? serialIdFromDigits(named.trim()) : undefined;
    if (id === undefined) return null;
    const partner: WebhookPartner = { kind: 'partner', id };
    const own = active.filter((secret) => secret.partnerId === id);
    return own.length > 0
      ? own.map((secret) => ({ secret: secret.value, partner }))
      : [{ secret: input.secret, partner }];
  }
  const exceptIds = [...new Set(active.map((secret) => secret.partnerId))].sort((a, b) => a - b);
  return [
    { secret: input.secret, partner: { kind: 'default', exceptIds } },
    ...active.map((secret) => ({
      secret: secret.value,
      partner: { kind: 'partner', id: secret.partnerId } as const,
    })),
  ];
}

function verifySignature(
  input: AuthenticateWebhookInput,
  candidates: Candidate[],
  now: Date,
): WebhookAuthentication {
  let reason = WEBHOOK_REJECTION_MESSAGES.invalid_signature;
  for (const candidate of candidates) {
    const verification = verifyWebhook({
      headers: input.headers,
      rawBody: input.rawBody ?? EMPTY_BODY,
      secret: candidate.secret,
      now,
      // The tolerance the Webhook Config tab shows partners.
      toleranceSeconds: WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
    });
    if (verification.ok)
      return { ok: true, method: 'signature', webhookId: verification.id, partner: candidate.partner };
    reason = WEBHOOK_REJECTION_MESSAGES[verification.reason];
    // Missing headers or a stale timestamp fail the same way whatever the secret.
    if (verification.reason !== 'invalid_signature') break;
  }
  return { ok: false, code: 'bad_signature', reason };
}

/**
 * Standard Webhooks headers when the sender used any of them (and then only those: a bad signature is
 * not rescued by a body secret), otherwise the spec's older body `secret`, compared in constant time,
 * whose `timestamp` (when sent) must be within the signed form's tolerance too. The secret that
 * verifies names the partner.
 */
export function authenticateWebhook(input: AuthenticateWebhookInput): WebhookAuthentication {
  const now = input.now ?? new Date();
  const signed = hasSignatureHeaders(input.headers);
  if (!signed && typeof input.bodySecret !== 'string') return failure('no_credentials');
  const candidates = candidatesOf(input, now);
  if (!candidates) return failure('bad_partner_id');
  if (signed) return verifySignature(input, candidates, now);
  if (!input.allowBodySecret) return failure('body_secret_disabled');
  const bodySecret = input.bodySecret as string;
  // Every candidate is compared, so the time taken does not say which one matched.
  let partner: WebhookPartner | undefined;
  for (const candidate of candidates) {
    if (safeEqual(bodySecret, candidate.secret) && !partner) partner = candidate.partner;
  }
  if (!partner) return failure('bad_body_secret');
  // Checked once the secret matched, so a stranger learns nothing from the reason logged.
  const timestamp = checkBodyTimestamp(input.body, now);
  if (timestamp === 'unreadable') return failure('bad_body_timestamp');
  if (timestamp === 'out_of_tolerance') return failure('stale_body_timestamp');
  return { ok: true, method: 'body_secret', webhookId: bodySecretWebhookId(input.body), partner };
}
