import {
  describeUntrustedBody,
  payloadWithoutSecret,
  timeframeLabel,
  truncateUserAgent,
  webhookStatistics,
} from './webhook-log';

describe('payloadWithoutSecret', () => {
  it('keeps every field of a JSON object except the secret', () => {
    expect(payloadWithoutSecret({ event: 'order.created', secret: 's', extra: 1 })).toEqual({
      event: 'order.created',
      extra: 1,
    });
  });

  it('keeps nothing of a body that is not an object', () => {
    expect(payloadWithoutSecret([1, 2])).toBeNull();
    expect(payloadWithoutSecret('text')).toBeNull();
    expect(payloadWithoutSecret(undefined)).toBeNull();
  });
});

describe('describeUntrustedBody', () => {
  it('picks a known event, a short order id (numbers as text) and a short status', () => {
    expect(describeUntrustedBody({ event: 'order.cancelled', orderId: 9, status: 'cancelled' })).toEqual({
      event: 'order.cancelled',
      orderId: '9',
      status: 'cancelled',
    });
  });

  it('drops unknown events and values too long or of the wrong type for the log columns', () => {
    expect(
      describeUntrustedBody({ event: 'drop table', orderId: 'x'.repeat(101), status: { a: 1 } }),
    ).toEqual({
      event: null,
      orderId: null,
      status: null,
    });
    expect(describeUntrustedBody('not an object')).toEqual({ event: null, orderId: null, status: null });
  });
});

describe('truncateUserAgent', () => {
  it('keeps the first 500 characters and turns a missing header into null', () => {
    expect(truncateUserAgent('a'.repeat(600))).toHaveLength(500);
    expect(truncateUserAgent(undefined)).toBeNull();
  });
});

describe('webhookStatistics', () => {
  it('derives failures and the success rate in percent with one decimal', () => {
    expect(
      webhookStatistics({ total: 3, successful: 2, averageProcessingTimeMs: 4.3333, maxProcessingTimeMs: 8 }),
    ).toEqual({
      totalRequests: 3,
      successfulRequests: 2,
      failedRequests: 1,
      successRate: 66.7,
      averageProcessingTime: 4.33,
      maxProcessingTime: 8,
    });
  });

  it('reports zeros, not NaN, for a window without requests', () => {
    expect(
      webhookStatistics({
        total: 0,
        successful: 0,
        averageProcessingTimeMs: null,
        maxProcessingTimeMs: null,
      }),
    ).toMatchObject({
      successRate: 0,
      averageProcessingTime: 0,
      maxProcessingTime: 0,
    });
  });
});

describe('timeframeLabel', () => {
  it('reads as the window in hours', () => {
    expect([1, 6, 24, 168].map(timeframeLabel)).toEqual(['1 hour', '6 hours', '24 hours', '168 hours']);
  });
});
