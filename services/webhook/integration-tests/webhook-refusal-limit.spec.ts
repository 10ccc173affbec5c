import request from 'supertest';
import { WEBHOOK_MESSAGES } from '@marketplace/contracts';
import { createRateLimiter, signIdentity } from '@marketplace/service-kit';
import { GATEWAY_SECRET, signedHeaders, useWebhookTestContext } from './webhook-test-app';

const context = useWebhookTestContext({ emptyBeforeEach: true });

const FORGER = '203.0.113.66';
const PARTNER = '198.51.100.20';
/** A partner's POST as the gateway forwards it: anonymous identity, signed for this call. */
const delivery = (server: Parameters<typeof request>[0]) =>
  request(server)
    .post('/api/webhook')
    .set(signIdentity({}, GATEWAY_SECRET, { method: 'POST', path: '/api/webhook' }));
const body = (orderId: string) => JSON.stringify({ event: 'order.status_changed', orderId, status: 'ready' });

describe('refused webhooks per source address', () => {
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const app = () =>
    context.app({ refusalLimiter: createRateLimiter({ burst: 3, perMinute: 6, now: () => clock }) });
  const forged = (server: ReturnType<typeof app>, from = FORGER) =>
    delivery(server)
      .set({ ...signedHeaders({ body: body('SR-1'), secret: 'not-the-secret' }), 'x-forwarded-for': from })
      .send(body('SR-1'));
  const refusedRows = (sourceIp: string) =>
    context.prisma.webhookLog.count({ where: { sourceIp, success: false } });

  it('answers 429 with Retry-After past the burst and writes nothing more to the log', async () => {
    const server = app();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forged(server)).status).toBe(401);
    const limited = await forged(server);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: WEBHOOK_MESSAGES.tooManyRefused });
    expect(limited.headers['retry-after']).toBe('10');
    // Malformed bodies from the same address count against the same bucket (the Express transport).
    const malformed = await delivery(server)
      .set({ 'content-type': 'text/plain', 'x-forwarded-for': FORGER })
      .send('hello');
    expect(malformed.status).toBe(429);
    expect(malformed.headers['retry-after']).toBe('10');
    expect(await refusedRows(FORGER)).toBe(3);

    // Other addresses have their own bucket, and the forger's refills at the configured rate.
    expect((await forged(server, '203.0.113.67')).status).toBe(401);
    clock += 10_000;
    expect((await forged(server)).status).toBe(401);
    expect((await forged(server)).status).toBe(429);
    expect(await refusedRows(FORGER)).toBe(4);
  });

  it('never limits accepted deliveries, even from an address that is being limited', async () => {
    const server = app();
    const send = (orderId: string, from: string) =>
      delivery(server)
        .set({ ...signedHeaders({ body: body(orderId) }), 'x-forwarded-for': from })
        .send(body(orderId));
    for (let attempt = 0; attempt < 4; attempt += 1) await forged(server, PARTNER);
    expect((await forged(server, PARTNER)).status).toBe(429);
    for (let delivery = 0; delivery < 10; delivery += 1)
      expect((await send(`SR-${delivery}`, PARTNER)).status).toBe(200);
    expect(await context.prisma.webhookLog.count({ where: { sourceIp: PARTNER, success: true } })).toBe(10);
  });
});
