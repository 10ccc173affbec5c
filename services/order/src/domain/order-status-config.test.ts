import {
  fieldsToStore,
  isPollDue,
  isPollable,
  statusConfigFor,
  statusEndpointFor,
  type OrderStatusConfig,
} from './order-status-config';

const config = (overrides: Partial<OrderStatusConfig>): OrderStatusConfig => ({
  id: 1,
  categoryIds: [1],
  orderStatuses: [],
  externalSystemEndpoint: 'http://partner.test/orders/{orderId}/status',
  authMethod: 'bearer',
  authKey: 'key',
  fetchIntervalMinutes: 5,
  maxAgeHours: 24,
  priority: 1,
  retryAttempts: 3,
  timeoutSeconds: 30,
  description: null,
  isActive: true,
  ...overrides,
});

describe('statusConfigFor', () => {
  it('picks the active config for the category with the lowest priority number', () => {
    const configs = [
      config({ id: 1, priority: 2 }),
      config({ id: 2, priority: 1, isActive: false }),
      config({ id: 3, priority: 1 }),
      config({ id: 4, priority: 1, categoryIds: [2] }),
    ];
    expect(statusConfigFor({ categoryId: 1, status: 'pending' }, configs)?.id).toBe(3);
  });

  it("reads the admin form's status words (confirmed, out for delivery)", () => {
    const configs = [config({ orderStatuses: ['confirmed', 'out for delivery'] })];
    expect(statusConfigFor({ categoryId: 1, status: 'accepted' }, configs)?.id).toBe(1);
    expect(statusConfigFor({ categoryId: 1, status: 'out_for_delivery' }, configs)?.id).toBe(1);
    expect(statusConfigFor({ categoryId: 1, status: 'preparing' }, configs)).toBeUndefined();
  });

  it('has none for a category without a config', () => {
    expect(statusConfigFor({ categoryId: 9, status: 'pending' }, [config({})])).toBeUndefined();
  });
});

describe('isPollable', () => {
  const relayed = {
    relay: { status: 'relayed' as const, attempts: 1, error: null, nextAttemptAt: null, relayedAt: null },
  };
  it('asks only about orders a partner holds and that are still under way', () => {
    expect(isPollable({ ...relayed, status: 'preparing', externalOrderId: 'SR-1' })).toBe(true);
    expect(isPollable({ ...relayed, status: 'delivered', externalOrderId: 'SR-1' })).toBe(false);
    expect(isPollable({ ...relayed, status: 'preparing', externalOrderId: null })).toBe(false);
    expect(
      isPollable({
        relay: { ...relayed.relay, status: 'pending' },
        status: 'pending',
        externalOrderId: null,
      }),
    ).toBe(false);
  });
});

describe('isPollDue', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('asks at once about an order never asked about', () => {
    expect(isPollDue({ createdAt: minutesAgo(1), lastPolledAt: null }, config({}), now)).toBe(true);
  });

  it('waits the fetch interval between two asks', () => {
    expect(isPollDue({ createdAt: minutesAgo(30), lastPolledAt: minutesAgo(4) }, config({}), now)).toBe(
      false,
    );
    expect(isPollDue({ createdAt: minutesAgo(30), lastPolledAt: minutesAgo(5) }, config({}), now)).toBe(true);
  });

  it('stops asking once the order is older than the max age', () => {
    expect(isPollDue({ createdAt: minutesAgo(24 * 60 + 1), lastPolledAt: null }, config({}), now)).toBe(
      false,
    );
  });
});

describe('statusEndpointFor', () => {
  it("uses the URL the order got at relay time with the config's credential", () => {
    expect(
      statusEndpointFor(
        { partnerOrderStatusUrl: 'http://a.test/o/SR-1', externalOrderId: 'SR-1' },
        config({ authMethod: 'api_key' }),
      ),
    ).toEqual({ url: 'http://a.test/o/SR-1', authMethod: 'api_key', authKey: 'key' });
  });

  it("falls back to the config's endpoint with the partner's order id filled in", () => {
    expect(
      statusEndpointFor({ partnerOrderStatusUrl: null, externalOrderId: 'SR 1/2' }, config({})).url,
    ).toBe('http://partner.test/orders/SR%201%2F2/status');
  });
});

describe('fieldsToStore', () => {
  const { id: _id, ...saved } = config({ authKey: null });

  it('keeps the stored key when a save brings none', () => {
    expect(fieldsToStore(saved, 'stored').authKey).toBe('stored');
  });

  it('replaces the stored key with a new one', () => {
    expect(fieldsToStore({ ...saved, authKey: 'new' }, 'stored').authKey).toBe('new');
  });

  it('drops the key when the method sends no credential', () => {
    expect(fieldsToStore({ ...saved, authMethod: 'none', authKey: 'new' }, 'stored').authKey).toBeNull();
  });
});
