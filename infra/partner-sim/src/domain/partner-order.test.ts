import {
  advance,
  cancel,
  nextStatus,
  OrderAlreadyDeliveredError,
  placedOrder,
  type PartnerOrder,
} from './partner-order';

const placedAt = new Date('2026-11-02T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

function newOrder(): PartnerOrder {
  return placedOrder(
    'SR-10001',
    {
      merchantOrderId: '42',
      restaurantId: 'SRV-101',
      items: [{ externalMenuId: 'SR-103', name: 'Dal Makhani', quantity: 1, price: 229 }],
      customerName: 'Asha Rao',
      customerPhone: '9876543210',
      deliveryAddress: 'Flat 101, Prestige Lakeside, Bengaluru',
      totalAmount: 300,
      estimatedDeliveryTime: minutesLater(35),
    },
    placedAt,
  );
}

describe('partner order progression', () => {
  it('starts pending with only the ordered time stamped', () => {
    const order = newOrder();
    expect(order.status).toBe('pending');
    expect(order.timestamps).toEqual({
      orderedTime: placedAt.toISOString(),
      acceptedTime: null,
      readyTime: null,
      pickedUpTime: null,
      deliveredTime: null,
    });
  });

  it('walks pending -> accepted -> preparing -> ready -> out_for_delivery -> delivered, then stops', () => {
    let order = newOrder();
    const seen: string[] = [];
    for (let minute = 1; minute <= 7; minute++) {
      order = advance(order, minutesLater(minute));
      seen.push(order.status);
    }
    expect(seen).toEqual([
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
      'delivered',
      'delivered',
    ]);
    expect(nextStatus('delivered')).toBeUndefined();
  });

  it('stamps the spec timestamps when their status is reached (pickedUpTime on out_for_delivery)', () => {
    let order = newOrder();
    for (let minute = 1; minute <= 5; minute++) order = advance(order, minutesLater(minute));
    expect(order.timestamps).toEqual({
      orderedTime: placedAt.toISOString(),
      acceptedTime: minutesLater(1).toISOString(),
      readyTime: minutesLater(3).toISOString(),
      pickedUpTime: minutesLater(4).toISOString(),
      deliveredTime: minutesLater(5).toISOString(),
    });
    expect(order.updatedAt).toEqual(minutesLater(5));
  });

  it('cancels an order under way and never advances it again', () => {
    const accepted = advance(newOrder(), minutesLater(1));
    const cancelled = cancel(accepted, minutesLater(2));
    expect(cancelled.status).toBe('cancelled');
    expect(advance(cancelled, minutesLater(3))).toBe(cancelled);
    expect(cancel(cancelled, minutesLater(4))).toBe(cancelled);
  });

  it('refuses to cancel a delivered order', () => {
    let order = newOrder();
    for (let minute = 1; minute <= 5; minute++) order = advance(order, minutesLater(minute));
    expect(() => cancel(order, minutesLater(6))).toThrow(OrderAlreadyDeliveredError);
  });
});
