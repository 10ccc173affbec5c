import { PartnerOrderCreateRequestSchema } from '@marketplace/contracts';
import type { Order } from './order';
import { partnerOrderUrl, partnerOrderRequest, relayRetryDelay } from './partner-order';

const order: Order = {
  id: 42,
  userId: 3,
  vendorId: 7,
  categoryId: 1,
  categoryName: 'Food & Restaurants',
  externalRestaurantId: 'SRV-101',
  restaurantName: 'Punjab Da Dhaba',
  restaurantAddress: null,
  status: 'pending',
  externalStatus: null,
  externalOrderId: null,
  lines: [
    { menuItemId: 70, externalMenuId: 'SR-101', name: 'Paneer Tikka', pricePaise: 24_900, quantity: 2 },
    { menuItemId: 71, externalMenuId: null, name: 'Butter Naan', pricePaise: 5_950, quantity: 1 },
  ],
  bill: { itemsTotal: 55_750, platformFee: 0, deliveryCharge: 0, packaging: 0, gst: 0, total: 55_750 },
  deliveryAddress: 'Flat 4B, Prestige Lakeside',
  phoneNumber: '9876543210',
  paymentMethod: 'cod',
  paymentId: null,
  paymentStatus: 'pending',
  specialInstructions: 'Less spicy',
  customer: {
    firstName: 'Asha',
    lastName: 'Rao',
    flatNumber: '4B',
    communityName: 'Prestige Lakeside',
    dietaryPreferences: [],
  },
  customerSupportNumber: null,
  estimatedDeliveryAt: null,
  statusTimes: {
    acceptedAt: null,
    preparingAt: null,
    readyAt: null,
    pickedUpAt: null,
    outForDeliveryAt: null,
    deliveredAt: null,
    cancelledAt: null,
  },
  relay: { status: 'pending', attempts: 0, error: null, nextAttemptAt: null, relayedAt: null },
  partnerCancel: { status: null, attempts: 0, error: null, nextAttemptAt: null },
  partnerOrderStatusUrl: null,
  lastPolledAt: null,
  rating: null,
  ratingRemarks: null,
  cancelReason: null,
  vendorHandling: {
    prepMinutes: null,
    handoffCode: null,
    handoffFailures: 0,
    deliveredWithoutCode: false,
    answeredByUserId: null,
  },
  createdAt: new Date('2026-11-22T10:00:00Z'),
  updatedAt: new Date('2026-11-22T10:00:00Z'),
};

describe('partnerOrderRequest', () => {
  it("is what the partner's order-create URL accepts: our id, its restaurant and menu ids, rupees, cod", () => {
    const request = partnerOrderRequest(order);
    expect(PartnerOrderCreateRequestSchema.parse(request)).toEqual(request);
    expect(request).toEqual({
      merchantOrderId: '42',
      externalRestaurantId: 'SRV-101',
      items: [
        { externalMenuId: 'SR-101', name: 'Paneer Tikka', quantity: 2, price: 249 },
        { name: 'Butter Naan', quantity: 1, price: 59.5 },
      ],
      customer: { name: 'Asha Rao', phone: '9876543210' },
      deliveryAddress: 'Flat 4B, Prestige Lakeside',
      totalAmount: 557.5,
      paymentMethod: 'cod',
      specialInstructions: 'Less spicy',
    });
  });

  it('cannot relay an order whose vendor has no partner id, and says retrying will not help', () => {
    expect(() => partnerOrderRequest({ ...order, externalRestaurantId: null })).toThrow(
      expect.objectContaining({ name: 'PartnerRequestError', retryable: false }),
    );
  });
});

describe('partnerOrderUrl', () => {
  it("fills {orderId} (raw or URL-encoded) with the partner's id", () => {
    expect(partnerOrderUrl('http://p.test/orders/{orderId}/status', 'SR-10001')).toBe(
      'http://p.test/orders/SR-10001/status',
    );
    expect(partnerOrderUrl('http://p.test/orders/%7BorderId%7D', 'SR-1')).toBe('http://p.test/orders/SR-1');
  });
});

describe('relayRetryDelay', () => {
  const policy = { maxAttempts: 6, baseDelayMs: 2_000, maxDelayMs: 10_000, timeoutMs: 1_000 };

  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => relayRetryDelay(policy, attempts))).toEqual([
      2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
