import type { ActiveOrder } from '@marketplace/contracts';
import { activeOrderCard, confirmedActiveOrderCard, withFreshStatus } from './active-order';

const saved: ActiveOrder = {
  id: 42,
  vendor: 'Spice Route Koramangala',
  status: 'pending',
  items: [
    { name: 'Masala Dosa', quantity: 2 },
    { name: 'Filter Coffee', quantity: 1 },
  ],
  total: 327.5,
};

describe('home active-order card', () => {
  it('shows vendor, status label, item count, total in rupees and tracks to order details', () => {
    expect(activeOrderCard(saved)).toEqual({
      id: 42,
      vendor: 'Spice Route Koramangala',
      statusLabel: 'Order Confirmed',
      itemCount: '3 items',
      total: '₹327.50',
      trackPath: '/customer/order-details/42',
    });
  });

  it.each([
    ['accepted', 'Order Confirmed'],
    ['preparing', 'Being Prepared'],
    ['ready', 'Being Prepared'],
    ['picked_up', 'Out for Delivery'],
    ['out_for_delivery', 'Out for Delivery'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(activeOrderCard({ ...saved, status })?.statusLabel).toBe(label);
  });

  it('is hidden without a saved order, once delivered, and once cancelled', () => {
    expect(activeOrderCard(null)).toBeNull();
    expect(activeOrderCard({ ...saved, status: 'delivered' })).toBeNull();
    expect(activeOrderCard({ ...saved, status: 'cancelled' })).toBeNull();
  });

  it('counts one item in the singular', () => {
    expect(activeOrderCard({ ...saved, items: [{ name: 'Idli', quantity: 1 }] })?.itemCount).toBe('1 item');
  });

  it("saves the server's newer status, and nothing when it is unchanged", () => {
    expect(withFreshStatus(saved, 'delivered')).toEqual({ ...saved, status: 'delivered' });
    expect(withFreshStatus(saved, 'pending')).toBeNull();
  });
});

describe('home active-order card on a shared browser', () => {
  it("shows nothing until the server has answered the order's status for this resident", () => {
    expect(confirmedActiveOrderCard(saved, undefined, false)).toBeNull();
    expect(confirmedActiveOrderCard(saved, 'pending', true)).toBeNull();
    expect(confirmedActiveOrderCard(null, 'pending', false)).toBeNull();
  });

  it("shows the server's status once answered, and hides once it is delivered", () => {
    expect(confirmedActiveOrderCard(saved, 'preparing', false)).toMatchObject({
      id: 42,
      statusLabel: 'Being Prepared',
    });
    expect(confirmedActiveOrderCard(saved, 'delivered', false)).toBeNull();
  });
});
