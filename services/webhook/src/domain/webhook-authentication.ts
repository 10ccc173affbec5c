import { WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS } from '@marketplace/contracts';
import {
  safeEqual,
  verifyWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_REJECTION_MESSAGES,
  type WebhookHeaderBag,
} from '@marketplace/service-kit';

export interface AuthenticateWebhookInput {
  headers: WebhookHeaderBag;
  /** The body exactly as received; undefined when the transport did not read it. */
  rawBody: Buffer | undefined;
  /** The `secret` field of the JSON body, if the body had one. */
  bodySecret: unknown;
  secret: string;
  allowBodySecret: boolean;
  now?: Date;
}

export type WebhookAuthentication =
  | { ok: true; method: 'signature'; webhookId: string }
  | { ok: true; method: 'body_secret'; webhookId: null }
  | { ok: false; code: AuthenticationFailure; reason: string };

/** `no_credentials`: neither signature headers nor a body secret, so nothing was even attempted. */
export type AuthenticationFailure =
  'no_credentials' | 'bad_signature' | 'body_secret_disabled' | 'bad_body_secret';

const FAILURE_REASONS: Readonly<Record<Exclude<AuthenticationFailure, 'bad_signature'>, string>> = {
  no_credentials: 'Missing webhook-signature headers and body secret',
  body_secret_disabled: 'Body secret authentication is disabled; sign with the webhook-signature headers',
  bad_body_secret: 'Body secret does not match',
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

/**
 * Standard Webhooks headers when the sender used any of them (and then only those: a bad signature is
 * not rescued by a body secret), otherwise the spec's older body `secret`, compared in constant time.
 */
export function authenticateWebhook(input: AuthenticateWebhookInput): WebhookAuthentication {
  if (hasSignatureHeaders(input.headers)) {
    const verification = verifyWebhook({
      headers: input.headers,
      rawBody: input.rawBody ?? EMPTY_BODY,
      secret: input.secret,
      now: input.now,
      // The tolerance the Webhook Config tab shows partners.
      toleranceSeconds: WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
    });
    return verification.ok
      ? { ok: true, method: 'signature', webhookId: verification.id }
      : { ok: false, code: 'bad_signature', reason: WEBHOOK_REJECTION_MESSAGES[verification.reason] };
  }
  if (typeof input.bodySecret !== 'string') return failure('no_credentials');
  if (!input.allowBodySecret) return failure('body_secret_disabled');
  if (!safeEqual(input.bodySecret, input.secret)) return failure('bad_body_secret');
  return { ok: true, method: 'body_secret', webhookId: null };
}
