import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhook';

/**
 * The Webhook Config tab (admin spec 2): what a partner needs to push updates to us. The webhook
 * service answers it to administrators only; the secret is never in any resident's answer.
 */

/** Standard Webhooks: the three headers a signed delivery carries, and how old it may be. */
export const STANDARD_WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
export const WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** GET /api/admin/webhook-config. */
export const WebhookConfigResponseSchema = z.object({
  /** Where partners post, on this site's origin. */
  path: z.string(),
  /** The secret partners sign with (`whsec_<base64>` or plain), and the body-secret form's value. */
  secret: z.string(),
  signatureHeaders: z.array(z.string()),
  toleranceSeconds: z.number().int().positive(),
  /**
   * Whether the spec's older form, the secret in the JSON body, is accepted (WEBHOOK_ALLOW_BODY_SECRET,
   * off in production): the Webhook Config tab says so plainly while it is (decision 176).
   */
  bodySecretAccepted: z.boolean(),
  supportedEvents: z.array(z.enum(WEBHOOK_EVENTS)),
});
export type WebhookConfigResponse = z.infer<typeof WebhookConfigResponseSchema>;

/** Admin spec 2: the example payload, fields event, orderId, status, secret. */
export const WEBHOOK_EXAMPLE_PAYLOAD = {
  event: 'order.status_changed',
  orderId: 'ORD-12345',
  status: 'preparing',
  secret: '<your webhook secret>',
} as const;

export const WEBHOOK_CONFIG_TEXTS = {
  active: 'Active and Ready',
  unavailable: 'Not Ready',
  masked: '••••••••••••••••',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  bodySecretOnTitle: 'Body-secret form is ON',
  bodySecretOn: (toleranceMinutes: number) =>
    'This endpoint also accepts unsigned deliveries that carry the secret in their JSON body ' +
    `(WEBHOOK_ALLOW_BODY_SECRET). The secret then travels in every body; such a delivery's timestamp must be ` +
    `within ${toleranceMinutes} minutes and a repeat of the same update has no second effect. ` +
    'Production turns it off: set WEBHOOK_ALLOW_BODY_SECRET=false once every partner signs.',
} as const;
