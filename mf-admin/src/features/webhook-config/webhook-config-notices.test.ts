import { WebhookConfigResponseSchema, WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS } from '@marketplace/contracts';
import { bodySecretNotice } from './webhook-config-notices';

const config = (bodySecretAccepted: boolean) =>
  WebhookConfigResponseSchema.parse({
    path: '/api/webhook',
    secret: 'whsec_x',
    signatureHeaders: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
    toleranceSeconds: WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
    bodySecretAccepted,
    supportedEvents: ['order.status_changed'],
  });

describe('the body-secret notice of the Webhook Config tab', () => {
  it('says plainly that the body-secret form is on, what it means and how to turn it off', () => {
    const notice = bodySecretNotice(config(true));
    expect(notice?.title).toBe('Body-secret form is ON');
    expect(notice?.text).toContain('accepts unsigned deliveries that carry the secret in their JSON body');
    expect(notice?.text).toContain('within 5 minutes');
    expect(notice?.text).toContain('WEBHOOK_ALLOW_BODY_SECRET=false');
  });

  it('says nothing when every delivery must be signed', () => {
    expect(bodySecretNotice(config(false))).toBeNull();
  });
});
