import { bodySecretWebhookId, bodyTimestampOf, checkBodyTimestamp } from './body-secret-delivery';

const now = new Date('2026-11-20T12:00:00Z');
const seconds = now.getTime() / 1000;

describe('bodyTimestampOf', () => {
  it('reads ISO 8601 with its offset and Unix time in seconds or milliseconds, as numbers or digits', () => {
    for (const value of [
      seconds,
      String(seconds),
      now.getTime(),
      String(now.getTime()),
      '2026-11-20T17:30:00+05:30',
    ])
      expect(bodyTimestampOf({ timestamp: value })).toEqual(now);
  });

  it('answers undefined when there is none and null when it cannot be read', () => {
    expect(bodyTimestampOf({})).toBeUndefined();
    expect(bodyTimestampOf('not an object')).toBeUndefined();
    for (const value of ['', 'soon', '2026-11-20', '2026-11-20T12:00:00', true, null, [1], Number.NaN, 1e300])
      expect(bodyTimestampOf({ timestamp: value })).toBeNull();
  });
});

describe('checkBodyTimestamp', () => {
  it('lets through 5 minutes either way, no more', () => {
    expect(checkBodyTimestamp({ timestamp: seconds - 300 }, now)).toBe('fresh');
    expect(checkBodyTimestamp({ timestamp: seconds + 300 }, now)).toBe('fresh');
    expect(checkBodyTimestamp({ timestamp: seconds - 301 }, now)).toBe('out_of_tolerance');
    expect(checkBodyTimestamp({ timestamp: seconds + 301 }, now)).toBe('out_of_tolerance');
    expect(checkBodyTimestamp({ timestamp: '2021-01-01T00:00:00Z' }, now)).toBe('out_of_tolerance');
    expect(checkBodyTimestamp({}, now)).toBe('absent');
    expect(checkBodyTimestamp({ timestamp: 'later' }, now)).toBe('unreadable');
  });
});

describe('bodySecretWebhookId', () => {
  const delivery = { event: 'order.status_changed', orderId: 'SR-1', status: 'ready', timestamp: seconds };

  it('is the same for the same delivery however it is written, and without the secret', () => {
    const id = bodySecretWebhookId(delivery);
    expect(id).toMatch(/^body:[0-9a-f]{64}$/);
    expect(bodySecretWebhookId({ ...delivery, secret: 'x', note: 'ignored' })).toBe(id);
    expect(bodySecretWebhookId({ ...delivery, orderId: ' SR-1 ', timestamp: now.toISOString() })).toBe(id);
  });

  it('differs for another status, order, event or moment', () => {
    const id = bodySecretWebhookId(delivery);
    for (const other of [
      { status: 'delivered' },
      { orderId: 'SR-2' },
      { event: 'order.cancelled' },
      { timestamp: seconds + 1 },
      { timestamp: undefined },
    ])
      expect(bodySecretWebhookId({ ...delivery, ...other })).not.toBe(id);
  });
});
