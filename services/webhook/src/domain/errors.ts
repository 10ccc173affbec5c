import { PARTNER_SECRET_MESSAGES } from '@marketplace/contracts';

/** Why a webhook was refused; the HTTP layer maps each kind to its status code. */
export type WebhookRejectionKind =
  | 'unauthenticated'
  | 'invalid_payload'
  | 'unsupported_status'
  | 'unsupported_media_type'
  | 'payload_too_large';

/** A refused webhook. `message` is what the caller is told; the log keeps the precise reason. */
export class WebhookRejectedError extends Error {
  constructor(
    readonly kind: WebhookRejectionKind,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

/** A secret asked for a partner id that names no category config: the HTTP layer answers 404. */
export class UnknownPartnerError extends Error {
  constructor(readonly partnerId: number) {
    super(PARTNER_SECRET_MESSAGES.unknownPartner(partnerId));
    this.name = 'UnknownPartnerError';
  }
}

/**
 * A refused delivery from a source address that has had too many refused lately: answered without
 * being logged, so forgeries cannot fill the log faster than the limit allows.
 */
export class RefusalsRateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many refused webhooks from this address');
    this.name = 'RefusalsRateLimitedError';
  }
}
