import type { OrderStatusEvent } from '@marketplace/contracts';
import { applyStatusEventToOrder, applyStatusEventToStatus } from './order-stream';
import { sampleOrder } from './test-order';

const event = (overrides: Partial<OrderStatusEvent> = {}): OrderStatusEvent => ({
  orderId: 42,
  status: 'accepted',
  externalStatus: null,
  lastUpdated: '2026-11-25T13:36:00.000Z',
  estimatedDeliveryTime: '2026-11-25T13:55:00.000Z',
  ...overrides,
});

describe('a status event from the live stream', () => {
  it("moves the shown order to the event's status", () => {
    const order = sampleOrder();
    expect(applyStatusEventToOrder(order, event())).toEqual({
      ...order,
      status: 'accepted',
      estimatedDeliveryTime: '2026-11-25T13:55:00.000Z',
      updatedAt: '2026-11-25T13:36:00.000Z',
    });
  });

  it('carries the partner status word, which the screens show when present', () => {
    const moved = applyStatusEventToOrder(
      sampleOrder(),
      event({ status: 'preparing', externalStatus: 'Cooking' }),
    );
    expect(moved).toMatchObject({ status: 'preparing', externalStatus: 'Cooking' });
  });

  it('shows the handoff code while the order is out for delivery, and the reason it was cancelled', () => {
    const accepted = sampleOrder({ status: 'ready' });
    const onTheWay = applyStatusEventToOrder(
      accepted,
      event({ status: 'out_for_delivery', handoffCode: '0427', cancelReason: null }),
    );
    expect(onTheWay).toMatchObject({ status: 'out_for_delivery', handoffCode: '0427' });
    const delivered = applyStatusEventToOrder(onTheWay, event({ status: 'delivered', handoffCode: null }));
    expect(delivered.handoffCode).toBeNull();
    const rejected = applyStatusEventToOrder(
      sampleOrder(),
      event({ status: 'cancelled', cancelReason: 'Item out of stock' }),
    );
    expect(rejected).toMatchObject({ status: 'cancelled', cancelReason: 'Item out of stock' });
  });

  it('keeps the code and reason it has when an older stream sends neither', () => {
    const order = sampleOrder({ status: 'out_for_delivery', handoffCode: '0427' });
    expect(applyStatusEventToOrder(order, event({ status: 'delivered' })).handoffCode).toBe('0427');
  });

  it('leaves another order alone', () => {
    const order = sampleOrder({ id: 7 });
    expect(applyStatusEventToOrder(order, event())).toBe(order);
  });

  it('does not put the order back when the event is older than what a poll already showed', () => {
    const order = sampleOrder({ status: 'ready', updatedAt: '2026-11-25T13:40:00.000Z' });
    expect(applyStatusEventToOrder(order, event({ status: 'accepted' }))).toBe(order);
    // Even when the stale event carries a later time than the row's last write.
    expect(
      applyStatusEventToOrder(order, event({ status: 'accepted', lastUpdated: '2026-11-25T13:45:00.000Z' })),
    ).toBe(order);
  });

  it("applies a step further along even when the order's row was written after the event's time", () => {
    // updatedAt moves on writes that are not status changes (a rating, the partner's order id).
    const order = sampleOrder({ status: 'accepted', updatedAt: '2026-11-25T13:50:00.000Z' });
    expect(applyStatusEventToOrder(order, event({ status: 'preparing' }))).toMatchObject({
      status: 'preparing',
    });
  });

  it('applies a cancellation to a pending order, and nothing after delivered or cancelled', () => {
    const pending = sampleOrder({ updatedAt: '2026-11-25T13:50:00.000Z' });
    expect(applyStatusEventToOrder(pending, event({ status: 'cancelled' }))).toMatchObject({
      status: 'cancelled',
    });
    const delivered = sampleOrder({ status: 'delivered' });
    expect(applyStatusEventToOrder(delivered, event({ status: 'cancelled' }))).toBe(delivered);
    const cancelled = sampleOrder({ status: 'cancelled' });
    expect(
      applyStatusEventToOrder(
        cancelled,
        event({ status: 'delivered', lastUpdated: '2026-11-25T14:00:00.000Z' }),
      ),
    ).toBe(cancelled);
  });

  it("takes the same status's newer partner word, but not an older one", () => {
    const order = sampleOrder({ status: 'preparing', externalStatus: 'Cooking' });
    expect(
      applyStatusEventToOrder(order, event({ status: 'preparing', externalStatus: 'Packing' })),
    ).toMatchObject({ status: 'preparing', externalStatus: 'Packing' });
    const later = sampleOrder({ status: 'preparing', updatedAt: '2026-11-25T13:40:00.000Z' });
    expect(applyStatusEventToOrder(later, event({ status: 'preparing', externalStatus: 'Old' }))).toBe(later);
  });

  it('keeps the same object when nothing changed, so the screen does not re-render', () => {
    const order = sampleOrder({ status: 'accepted', estimatedDeliveryTime: '2026-11-25T13:55:00.000Z' });
    expect(applyStatusEventToOrder(order, event())).toBe(order);
  });

  it('waits for the first load: no order yet stays no order', () => {
    expect(applyStatusEventToOrder(undefined, event())).toBeUndefined();
  });

  it('updates the status page copy, never back along the order flow', () => {
    const current = {
      status: 'ready' as const,
      externalStatus: null,
      lastUpdated: '2026-11-25T13:40:00.000Z',
      estimatedDeliveryTime: null,
    };
    expect(applyStatusEventToStatus(current, event())).toBe(current);
    expect(applyStatusEventToStatus(current, event({ lastUpdated: '2026-11-25T13:45:00.000Z' }))).toBe(
      current,
    );
    expect(
      applyStatusEventToStatus(
        current,
        event({ status: 'delivered', lastUpdated: '2026-11-25T13:50:00.000Z' }),
      ),
    ).toEqual({
      status: 'delivered',
      externalStatus: null,
      lastUpdated: '2026-11-25T13:50:00.000Z',
      estimatedDeliveryTime: '2026-11-25T13:55:00.000Z',
    });
    expect(applyStatusEventToStatus(undefined, event())).toMatchObject({ status: 'accepted' });
  });
});
