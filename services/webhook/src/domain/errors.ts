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
