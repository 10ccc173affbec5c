import { buildEventEnvelope, parseEventMessage } from './event-envelope';

const statusChanged = {
  orderId: 42,
  userId: 7,
  previousStatus: 'pending',
  status: 'accepted',
  externalStatus: null,
  changedAt: '2026-11-22T10:00:00.000Z',
  source: 'webhook',
} as const;

describe('buildEventEnvelope', () => {
  it('wraps valid data in a version-1 envelope with a fresh uuid and the current time', () => {
    const before = Date.now();
    const envelope = buildEventEnvelope({
      type: 'order.status_changed',
      subject: '42',
      source: 'order',
      data: statusChanged,
    });

    expect(envelope).toMatchObject({
      type: 'order.status_changed',
      subject: '42',
      source: 'order',
      version: 1,
      data: statusChanged,
    });
    expect(envelope.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(envelope.time)).toBeGreaterThanOrEqual(before - 1);
    expect(new Date(envelope.time).toISOString()).toBe(envelope.time);
    expect(
      buildEventEnvelope({
        type: 'order.status_changed',
        subject: '42',
        source: 'order',
        data: statusChanged,
      }).id,
    ).not.toBe(envelope.id);
  });

  it('rejects data that does not match the contract of its type', () => {
    const wrongStatus = { ...statusChanged, status: 'teleported' };
    expect(() =>
      buildEventEnvelope({
        type: 'order.status_changed',
        subject: '42',
        source: 'order',
        data: wrongStatus as never,
      }),
    ).toThrow();
    const missingField = { orderId: 1, userId: 2, reason: null };
    expect(() =>
      buildEventEnvelope({
        type: 'order.cancelled',
        subject: '1',
        source: 'order',
        data: missingField as never,
      }),
    ).toThrow();
  });
});

describe('parseEventMessage', () => {
  it('reads back an envelope that was built and serialised', () => {
    const envelope = buildEventEnvelope({
      type: 'order.status_changed',
      subject: '42',
      source: 'order',
      data: statusChanged,
    });
    expect(parseEventMessage(Buffer.from(JSON.stringify(envelope)))).toEqual({ ok: true, envelope });
  });

  it.each([
    ['an empty message', null],
    ['text that is not JSON', 'order 42 is ready'],
    ['JSON that is not an envelope', '{"hello":"world"}'],
    [
      'an unknown event type',
      JSON.stringify({
        id: '6f1c5b8e-7d43-4b6a-9a51-0c2d3e4f5a6b',
        type: 'order.teleported',
        source: 'x',
        time: 't',
        subject: '1',
        data: {},
        version: 1,
      }),
    ],
    [
      'an envelope whose data breaks its contract',
      JSON.stringify({
        id: '6f1c5b8e-7d43-4b6a-9a51-0c2d3e4f5a6b',
        type: 'order.cancelled',
        source: 'x',
        time: 't',
        subject: '1',
        data: { orderId: 'one' },
        version: 1,
      }),
    ],
  ])('reports %s as malformed instead of throwing', (_name, raw) => {
    expect(parseEventMessage(raw)).toEqual({ ok: false, reason: expect.any(String) });
  });
});
