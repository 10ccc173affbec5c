import { WEBHOOK_LOG_EVENTS, WebhookPayloadSchema } from './index';

describe('WebhookPayloadSchema', () => {
  const valid = { event: 'order.status_changed', orderId: 'SR-1001', status: 'ready' };

  it('accepts the spec payload and carries a numeric order id on as text', () => {
    expect(WebhookPayloadSchema.parse(valid)).toEqual(valid);
    expect(WebhookPayloadSchema.parse({ ...valid, orderId: 42 }).orderId).toBe('42');
  });

  it('keeps the optional secret and timestamp, ISO text or Unix time', () => {
    expect(
      WebhookPayloadSchema.parse({ ...valid, secret: 's', timestamp: '2026-11-20T12:00:00Z' }),
    ).toMatchObject({ secret: 's' });
    expect(WebhookPayloadSchema.parse({ ...valid, timestamp: 1763640000 }).timestamp).toBe(1763640000);
  });

  it.each([
    [{ ...valid, event: undefined }, 'event is required'],
    [
      { ...valid, event: 'order.deleted' },
      'event must be one of: order.status_changed, order.created, order.cancelled',
    ],
    [{ ...valid, orderId: undefined }, 'orderId is required'],
    [{ ...valid, orderId: '  ' }, 'orderId must not be empty'],
    [{ ...valid, orderId: true }, 'orderId must be a string or a whole number'],
    [{ ...valid, orderId: 1.5 }, 'orderId must be a string or a whole number'],
    [{ ...valid, orderId: -3 }, 'orderId must not be negative'],
    [{ ...valid, orderId: 'x'.repeat(101) }, 'orderId is too long'],
    [{ ...valid, status: undefined }, 'status is required'],
    [{ ...valid, status: 7 }, 'status must be a string'],
  ])('refuses %j with a message naming the field', (input, message) => {
    const result = WebhookPayloadSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('leaves the status word to parseOrderStatus, so an unknown one is a 422 and not a 400', () => {
    expect(WebhookPayloadSchema.safeParse({ ...valid, status: 'teleported' }).success).toBe(true);
  });

  it('names every event the log can hold, refusals included', () => {
    expect(WEBHOOK_LOG_EVENTS).toEqual([
      'order.status_changed',
      'order.created',
      'order.cancelled',
      'authentication_failed',
      'invalid_payload',
    ]);
  });
});
