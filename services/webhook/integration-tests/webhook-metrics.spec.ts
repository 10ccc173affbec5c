import request from 'supertest';
import { createMetrics, signIdentity } from '@marketplace/service-kit';
import { metricValue } from '@marketplace/testing';
import { GATEWAY_SECRET, signedHeaders, useWebhookTestContext } from './webhook-test-app';

const context = useWebhookTestContext({ emptyBeforeEach: true });

const body = (orderId: string) => JSON.stringify({ event: 'order.status_changed', orderId, status: 'ready' });

describe('webhooks_received_total on the webhook service’s /metrics', () => {
  it('counts accepted, repeated and refused deliveries, on the fast path and through Express', async () => {
    const metrics = createMetrics('webhook');
    const server = context.app({ metrics });
    const deliver = () =>
      request(server)
        .post('/api/webhook')
        .set(signIdentity({}, GATEWAY_SECRET, { method: 'POST', path: '/api/webhook' }));

    const accepted = signedHeaders({ body: body('SM-1') });
    await deliver().set(accepted).send(body('SM-1')).expect(200);
    await deliver().set(accepted).send(body('SM-1')).expect(200);
    await deliver()
      .set(signedHeaders({ body: body('SM-2'), secret: 'not-the-partner-secret' }))
      .send(body('SM-2'))
      .expect(401);
    // Not JSON: left to the Express transport, refused there.
    await deliver().set('content-type', 'text/plain').send('hello').expect(415);

    const scraped = (await request(server).get('/metrics').expect(200)).text;
    const received = (outcome: string, reason: string) =>
      metricValue(scraped, 'webhooks_received_total', { outcome, reason, service: 'webhook' });
    expect(received('accepted', 'none')).toBe(1);
    expect(received('duplicate', 'none')).toBe(1);
    expect(received('refused', 'unauthenticated')).toBe(1);
    expect(received('refused', 'unsupported_media_type')).toBe(1);
    expect(
      metricValue(scraped, 'http_requests_total', { route: '/api/webhook', status: '200', method: 'POST' }),
    ).toBe(2);
  });
});
