import {
  MASKED_SECRET,
  OrderStatusConfigRequestSchema,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import {
  categoryBadges,
  emptyOrderStatusConfigValues,
  orderStatusConfigValuesFrom,
  pollUsage,
} from './order-status-config-form';

describe('the order status config dialog', () => {
  it('starts from the spec defaults and asks for categories, statuses and a URL', () => {
    const result = OrderStatusConfigRequestSchema.safeParse(emptyOrderStatusConfigValues());
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one category',
      'Please select at least one order status',
      'Must be a valid URL',
    ]);
    const filled = OrderStatusConfigRequestSchema.parse({
      ...emptyOrderStatusConfigValues(),
      categoryIds: ['1'],
      orderStatuses: ['preparing'],
      externalSystemEndpoint: 'https://partner.example/orders/{orderId}/status',
    });
    expect(filled).toMatchObject({
      categoryIds: [1],
      authMethod: 'bearer',
      fetchIntervalMinutes: 5,
      maxAgeHours: 24,
      priority: 1,
      retryAttempts: 3,
      timeoutSeconds: 30,
      isActive: true,
    });
  });

  it('edits a stored config without holding its key, and keeps it on save', () => {
    const stored: OrderStatusConfigView = {
      id: 3,
      categoryIds: [1, 4],
      orderStatuses: ['confirmed', 'out for delivery'],
      externalSystemEndpoint: 'https://partner.example/orders/{orderId}',
      authMethod: 'api_key',
      authKey: MASKED_SECRET,
      fetchIntervalMinutes: 2,
      maxAgeHours: 6,
      priority: 2,
      retryAttempts: 0,
      timeoutSeconds: 10,
      description: null,
      isActive: false,
      lastPolledAt: null,
      polledOrders: 0,
      lastPollError: null,
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
    };
    const values = orderStatusConfigValuesFrom(stored);
    expect(values.authKey).toBe('');
    expect(OrderStatusConfigRequestSchema.parse(values)).toMatchObject({
      categoryIds: [1, 4],
      orderStatuses: ['confirmed', 'out for delivery'],
      authKey: null,
      retryAttempts: 0,
      isActive: false,
    });
  });

  it('says what the poller last did with the config', () => {
    expect(pollUsage({ lastPolledAt: null, polledOrders: 0 })).toBe('Not used yet');
    expect(pollUsage({ lastPolledAt: '2026-11-27T06:30:00.000Z', polledOrders: 1 })).toBe(
      '27 Nov 2026, 12:00:00 pm (1 order asked in all)',
    );
  });

  it("names a category that no longer exists 'Unknown #id'", () => {
    expect(categoryBadges([1, 9], new Map([[1, 'Food & Restaurants']]))).toEqual([
      { id: 1, label: 'Food & Restaurants', known: true },
      { id: 9, label: 'Unknown #9', known: false },
    ]);
  });
});
