import {
  cancelTimeLeftMs,
  displayedOrderStatus,
  ORDER_CANCEL_WINDOW_MS,
  orderProgressPercent,
} from './order-display';
import { billingCategoryIdFor } from './billing';
import { parseOrderStatus } from './order-status';

describe('order display', () => {
  it('shows the spec progress, with an unknown status counted as pending', () => {
    expect(orderProgressPercent('preparing')).toBe(60);
    expect(orderProgressPercent('picked_up')).toBe(85);
    expect(orderProgressPercent('delivered')).toBe(100);
    expect(orderProgressPercent('cancelled')).toBe(0);
    expect(orderProgressPercent('confirmed_by_kitchen')).toBe(20);
  });

  it("shows the partner's word when it sent one, else our label", () => {
    expect(displayedOrderStatus({ status: 'ready', externalStatus: 'Packed' })).toBe('Packed');
    expect(displayedOrderStatus({ status: 'out_for_delivery', externalStatus: null })).toBe('Delivering');
    expect(displayedOrderStatus({ status: 'pending', externalStatus: ' ' })).toBe('Order Received/Placed');
    expect(displayedOrderStatus({ status: 'delivered', externalStatus: 'delivered' })).toBe('Delivered');
    expect(displayedOrderStatus({ status: 'accepted', externalStatus: 'CONFIRMED' })).toBe('Confirmed');
  });

  it('lets a pending or accepted order be cancelled for 5 minutes after it was placed', () => {
    const placed = new Date('2026-11-25T10:00:00Z');
    const oneMinuteLater = new Date(placed.getTime() + 60_000);
    expect(cancelTimeLeftMs({ status: 'pending', createdAt: placed.toISOString() }, oneMinuteLater)).toBe(
      ORDER_CANCEL_WINDOW_MS - 60_000,
    );
    expect(cancelTimeLeftMs({ status: 'accepted', createdAt: placed }, oneMinuteLater)).toBeGreaterThan(0);
    expect(cancelTimeLeftMs({ status: 'preparing', createdAt: placed }, oneMinuteLater)).toBe(0);
    const sixMinutesLater = new Date(placed.getTime() + 6 * 60_000);
    expect(cancelTimeLeftMs({ status: 'pending', createdAt: placed }, sixMinutesLater)).toBe(0);
  });
});

describe('billing category of a cart', () => {
  it("follows the first item's business category, defaulting to Food & Restaurants", () => {
    expect(billingCategoryIdFor('Grocery')).toBe(3);
    expect(billingCategoryIdFor('Kirana Stores')).toBe(4);
    expect(billingCategoryIdFor('Home Services')).toBe(1);
    expect(billingCategoryIdFor(undefined)).toBe(1);
  });
});

describe("a partner's status word", () => {
  it('is normalised to ours, with the legacy alias, and anything else is unknown', () => {
    expect(parseOrderStatus(' Out-For Delivery ')).toBe('out_for_delivery');
    expect(parseOrderStatus('CONFIRMED')).toBe('accepted');
    expect(parseOrderStatus('constructor')).toBeUndefined();
    expect(parseOrderStatus('toString')).toBeUndefined();
    expect(parseOrderStatus('packed')).toBeUndefined();
  });
});
