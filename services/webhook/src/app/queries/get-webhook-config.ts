import {
  STANDARD_WEBHOOK_HEADERS,
  WEBHOOK_EVENTS,
  WEBHOOK_PATH,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
  type WebhookConfigResponse,
} from '@marketplace/contracts';

export interface GetWebhookConfigDeps {
  /** WEBHOOK_SECRET */
  secret: string;
  /** WEBHOOK_ALLOW_BODY_SECRET */
  allowBodySecret: boolean;
}

/** What a partner needs to push updates to us, as this service verifies them. */
export function getWebhookConfig(deps: GetWebhookConfigDeps): WebhookConfigResponse {
  return {
    path: WEBHOOK_PATH,
    secret: deps.secret,
    signatureHeaders: [...STANDARD_WEBHOOK_HEADERS],
    // The verifier's own tolerance (webhook-authentication.ts reads the same constant).
    toleranceSeconds: WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
    bodySecretAccepted: deps.allowBodySecret,
    supportedEvents: [...WEBHOOK_EVENTS],
  };
}
