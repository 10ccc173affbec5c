import { sampleOrder } from './test-order';
import { USER_ORDERS_DEFAULT_LIMIT } from '@marketplace/contracts';
import {
  nextOrdersBefore,
  orderCardView,
  paymentLabel,
  reorderPath,
  statusTone,
  userOrdersPath,
} from './order-view';

describe('order history card', () => {
  it('shows every field of the spec: restaurant, number, status, items, time, address, total, payment', () => {
    const view = orderCardView(sampleOrder(), 'Asia/Kolkata');
    expect(view).toEqual({
      id: 42,
      restaurantName: 'Spice Route Koramangala',
      orderNumber: 'CM-0042',
      statusLabel: 'Order Received/Placed',
      statusTone: 'brand',
      items: ['Masala Dosa (2)', 'Filter Coffee (1)'],
      placedAt: expect.stringMatching(/25 Nov 2026.*7:05/),
      address: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat',
      total: '₹327.50',
      payment: 'Cash on Delivery',
      trackPath: '/customer/order-tracking/42',
      reorderPath: null,
    });
  });

  it("shows the partner's own status word when it sent one, else our label", () => {
    expect(orderCardView(sampleOrder({ status: 'preparing', externalStatus: 'Cooking' })).statusLabel).toBe(
      'Cooking',
    );
    expect(orderCardView(sampleOrder({ status: 'out_for_delivery' })).statusLabel).toBe('Delivering');
  });

  it('offers Reorder only once the order is delivered, to the vendor page', () => {
    expect(orderCardView(sampleOrder({ status: 'ready' })).reorderPath).toBeNull();
    expect(orderCardView(sampleOrder({ status: 'cancelled' })).reorderPath).toBeNull();
    expect(orderCardView(sampleOrder({ status: 'delivered' })).reorderPath).toBe('/customer/vendor/7');
  });

  it("falls back to the partner's restaurant id when the vendor id is missing", () => {
    expect(reorderPath({ vendorId: 0, externalRestaurantId: 'SR KOR/1' })).toBe(
      '/customer/vendor/SR%20KOR%2F1',
    );
    expect(reorderPath({ vendorId: 0, externalRestaurantId: null })).toBeNull();
  });

  it("reads 'cod' as Cash on Delivery and anything else as Paid Online", () => {
    expect(paymentLabel('cod')).toBe('Cash on Delivery');
    expect(paymentLabel('upi')).toBe('Paid Online');
  });

  it('colours the badge green when delivered, red when cancelled, brand otherwise', () => {
    expect(statusTone('delivered')).toBe('success');
    expect(statusTone('cancelled')).toBe('destructive');
    expect(statusTone('picked_up')).toBe('brand');
    expect(statusTone('something-new')).toBe('brand');
  });

  it('shows the total as charged, never divided like a menu price over 1000', () => {
    expect(orderCardView(sampleOrder({ totalAmount: 1250 })).total).toBe('₹1250');
  });
});

describe('order history pages', () => {
  const page = (count: number, firstId: number) =>
    Array.from({ length: count }, (_, index) => ({ id: firstId - index }));

  it('asks for the first page, then for the orders before the last one shown', () => {
    expect(userOrdersPath(undefined)).toBe(`/api/orders/user?limit=${USER_ORDERS_DEFAULT_LIMIT}`);
    expect(userOrdersPath(151)).toBe(`/api/orders/user?limit=${USER_ORDERS_DEFAULT_LIMIT}&before=151`);
  });

  it('offers another page while a full page came back, from its last order', () => {
    expect(nextOrdersBefore(page(USER_ORDERS_DEFAULT_LIMIT, 200))).toBe(200 - USER_ORDERS_DEFAULT_LIMIT + 1);
    expect(nextOrdersBefore(page(USER_ORDERS_DEFAULT_LIMIT - 1, 200))).toBeUndefined();
    expect(nextOrdersBefore([])).toBeUndefined();
  });
});
