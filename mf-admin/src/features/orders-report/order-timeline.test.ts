import type { OrdersReportOrder } from '@marketplace/contracts';
import { orderTimeline } from './order-timeline';

const placed: OrdersReportOrder = {
  id: 7,
  externalOrderId: 'P-7',
  category: 'Food & Restaurants',
  customerName: 'Asha Rao',
  restaurantName: 'Spice Route',
  status: 'pending',
  externalStatus: null,
  totalAmount: 250,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  phoneNumber: '9876543210',
  deliveryAddress: 'Flat 1',
  items: [],
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  paymentId: null,
  specialInstructions: null,
  acceptedTime: null,
  preparingTime: null,
  readyTime: null,
  pickedUpTime: null,
  outForDeliveryTime: null,
  deliveredTime: null,
  cancelledTime: null,
};

const summary = (order: OrdersReportOrder) =>
  orderTimeline(order).map(({ label, time, state }) => [label, time, state]);

describe('order timeline of the orders report dialog', () => {
  it('marks the steps done up to the current one, each with its own time', () => {
    const preparing = {
      ...placed,
      status: 'preparing' as const,
      acceptedTime: '2026-11-27T10:01:00.000Z',
      preparingTime: '2026-11-27T10:05:00.000Z',
    };
    expect(summary(preparing)).toEqual([
      ['Order Placed', '2026-11-27T10:00:00.000Z', 'done'],
      ['Order Accepted', '2026-11-27T10:01:00.000Z', 'done'],
      ['Preparing', '2026-11-27T10:05:00.000Z', 'current'],
      ['Ready for Pickup/Delivery', null, 'upcoming'],
      ['Out for Delivery', null, 'upcoming'],
      ['Delivered', null, 'upcoming'],
    ]);
  });

  it('gives an order the rider picked up the pick-up time as its out-for-delivery step', () => {
    const pickedUp = {
      ...placed,
      status: 'out_for_delivery' as const,
      pickedUpTime: '2026-11-27T10:20:00.000Z',
    };
    expect(summary(pickedUp)[4]).toEqual(['Out for Delivery', '2026-11-27T10:20:00.000Z', 'current']);
  });

  it('ends a cancelled order in Cancelled after the steps it reached', () => {
    const cancelled = {
      ...placed,
      status: 'cancelled' as const,
      acceptedTime: '2026-11-27T10:01:00.000Z',
      cancelledTime: '2026-11-27T10:03:00.000Z',
    };
    expect(summary(cancelled)).toEqual([
      ['Order Placed', '2026-11-27T10:00:00.000Z', 'done'],
      ['Order Accepted', '2026-11-27T10:01:00.000Z', 'done'],
      ['Cancelled', '2026-11-27T10:03:00.000Z', 'current'],
    ]);
  });
});
