import { ORDER_CANCEL_WINDOW_MS } from '@marketplace/contracts';
import { cancelRefusal, decideStatusChange, orderNotificationFor, type StatusUpdate } from './order';

const at = new Date('2026-11-22T10:00:00Z');
const update = (status: StatusUpdate['status'], externalStatus: string | null = status): StatusUpdate => ({
  status,
  externalStatus,
  occurredAt: at,
  source: 'webhook',
});
const cod = (status: StatusUpdate['status']) => ({ status, paymentMethod: 'cod' as const });

describe('decideStatusChange', () => {
  it('moves an order forward and stamps the time column of the new status', () => {
    expect(decideStatusChange(cod('pending'), update('accepted', 'confirmed'))).toEqual({
      outcome: 'applied',
      change: {
        previousStatus: 'pending',
        status: 'accepted',
        externalStatus: 'confirmed',
        at,
        timeField: 'acceptedAt',
        paymentStatus: null,
      },
    });
  });

  it.each([
    ['preparing', 'preparingAt'],
    ['ready', 'readyAt'],
    ['picked_up', 'pickedUpAt'],
    ['out_for_delivery', 'outForDeliveryAt'],
    ['cancelled', 'cancelledAt'],
  ] as const)('stamps %s in %s', (status, field) => {
    const decision = decideStatusChange(cod('accepted'), update(status));
    expect(decision.outcome === 'applied' && decision.change.timeField).toBe(field);
  });

  it('lets a partner skip steps', () => {
    expect(decideStatusChange(cod('pending'), update('out_for_delivery')).outcome).toBe('applied');
  });

  it('completes a cash-on-delivery payment on delivery', () => {
    const decision = decideStatusChange(cod('out_for_delivery'), update('delivered'));
    expect(decision).toMatchObject({
      outcome: 'applied',
      change: { timeField: 'deliveredAt', paymentStatus: 'completed' },
    });
  });

  it('changes nothing when the order already has the status (a repeat or an idle poll)', () => {
    expect(decideStatusChange(cod('preparing'), update('preparing'))).toEqual({ outcome: 'unchanged' });
  });

  it('ignores an older status that arrives late', () => {
    expect(decideStatusChange(cod('ready'), update('accepted'))).toEqual({ outcome: 'stale' });
  });

  it('never moves a delivered or cancelled order', () => {
    expect(decideStatusChange(cod('delivered'), update('cancelled'))).toEqual({ outcome: 'stale' });
    expect(decideStatusChange(cod('cancelled'), update('accepted'))).toEqual({ outcome: 'stale' });
  });

  it('lets a partner cancel an order that is under way', () => {
    expect(decideStatusChange(cod('preparing'), update('cancelled')).outcome).toBe('applied');
  });
});

describe('orderNotificationFor', () => {
  it('tells the resident their order was placed, naming the restaurant', () => {
    expect(orderNotificationFor('pending', 'Punjab Da Dhaba')).toEqual({
      type: 'order_update',
      title: 'Order placed',
      message: 'Your order from Punjab Da Dhaba has been placed.',
    });
  });

  it.each([
    ['accepted', 'Order accepted', 'Punjab Da Dhaba has accepted your order.'],
    ['preparing', 'Order being prepared', 'Punjab Da Dhaba is preparing your order.'],
    ['ready', 'Order ready', 'Your order from Punjab Da Dhaba is ready.'],
    ['picked_up', 'Order picked up', 'Your order from Punjab Da Dhaba has been picked up.'],
    ['out_for_delivery', 'Out for delivery', 'Your order from Punjab Da Dhaba is out for delivery.'],
    ['delivered', 'Order delivered', 'Your order from Punjab Da Dhaba has been delivered. Enjoy!'],
    ['cancelled', 'Order cancelled', 'Your order from Punjab Da Dhaba has been cancelled.'],
  ] as const)('titles %s "%s"', (status, title, message) => {
    expect(orderNotificationFor(status, 'Punjab Da Dhaba')).toEqual({ type: 'order_update', title, message });
  });
});

describe('cancelRefusal', () => {
  const placedAt = new Date('2026-11-22T10:00:00Z');
  const after = (ms: number) => new Date(placedAt.getTime() + ms);

  it('lets the resident cancel a pending or accepted order for 5 minutes after placing it', () => {
    for (const status of ['pending', 'accepted'] as const) {
      expect(cancelRefusal({ status, createdAt: placedAt }, placedAt)).toBeNull();
      expect(cancelRefusal({ status, createdAt: placedAt }, after(ORDER_CANCEL_WINDOW_MS - 1))).toBeNull();
      expect(cancelRefusal({ status, createdAt: placedAt }, after(ORDER_CANCEL_WINDOW_MS))).toBe(
        'cancelWindowPassed',
      );
    }
  });

  it('refuses once the kitchen has started, whatever the time, and a cancelled order', () => {
    for (const status of ['preparing', 'ready', 'picked_up', 'out_for_delivery', 'delivered'] as const)
      expect(cancelRefusal({ status, createdAt: placedAt }, after(1_000))).toBe('cancelAfterPreparing');
    expect(cancelRefusal({ status: 'cancelled', createdAt: placedAt }, after(1_000))).toBe(
      'alreadyCancelled',
    );
  });
});
