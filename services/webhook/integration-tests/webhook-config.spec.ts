import request from 'supertest';
import { WebhookConfigResponseSchema } from '@marketplace/contracts';
import {
  asAdmin,
  asGateway,
  asResident,
  signedHeaders,
  WEBHOOK_SECRET,
  useWebhookTestContext,
} from './webhook-test-app';

const context = useWebhookTestContext();

const config = () => request(context.app()).get('/api/admin/webhook-config');

describe('GET /api/admin/webhook-config', () => {
  it('shows administrators where and how partners push, with the secret, never cached', async () => {
    const response = await asAdmin(config());

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(WebhookConfigResponseSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toEqual({
      path: '/api/webhook',
      secret: WEBHOOK_SECRET,
      signatureHeaders: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
      toleranceSeconds: 300,
      bodySecretAccepted: true,
      supportedEvents: ['order.status_changed', 'order.created', 'order.cancelled'],
    });
  });

  it('says so when the body secret is no longer accepted, as the webhook endpoint then refuses it', async () => {
    const app = context.app({ allowBodySecret: false });
    const response = await asAdmin(request(app).get('/api/admin/webhook-config'));
    expect(response.body.bodySecretAccepted).toBe(false);

    const body = JSON.stringify({
      event: 'order.status_changed',
      orderId: 'SR-1',
      status: 'ready',
      secret: WEBHOOK_SECRET,
    });
    const delivery = await asGateway(request(app).post('/api/webhook'))
      .set('content-type', 'application/json')
      .send(body);
    expect(delivery.status).toBe(401);
  });

  it('names the signature the webhook endpoint really checks', async () => {
    const { body: shown } = await asAdmin(config());
    const body = JSON.stringify({ event: 'order.status_changed', orderId: 'SR-2', status: 'ready' });
    const staleBy = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;
    const deliver = (timestamp: number) =>
      asGateway(request(context.app()).post(shown.path))
        .set(signedHeaders({ body, timestamp, secret: shown.secret }))
        .send(body);

    expect((await deliver(staleBy(shown.toleranceSeconds - 5))).status).toBe(200);
    expect((await deliver(staleBy(shown.toleranceSeconds + 5))).status).toBe(401);
  });

  it('refuses residents with 403 and anonymous callers with 401, revealing no secret', async () => {
    const resident = await asResident(config());
    const anonymous = await asGateway(config());
    expect(resident.status).toBe(403);
    expect(anonymous.status).toBe(401);
    for (const response of [resident, anonymous]) {
      expect(Object.keys(response.body)).toEqual(['message']);
      expect(JSON.stringify(response.body)).not.toContain(WEBHOOK_SECRET);
    }
  });
});
