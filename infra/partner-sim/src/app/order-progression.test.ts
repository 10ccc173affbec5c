import type { PartnerWebhookPayload } from '@marketplace/contracts';
import { createLogger } from '@marketplace/service-kit';
import { MemoryPartnerOrderRepository } from '../adapters/memory-partner-order.repository';
import { OrderProgression } from './order-progression';

const STEP_MS = 3000;

function setUp() {
  const orders = new MemoryPartnerOrderRepository();
  const published: PartnerWebhookPayload[] = [];
  const progression = new OrderProgression({
    orders,
    webhooks: { publish: (payload) => published.push(payload) },
    stepMs: STEP_MS,
    clock: () => new Date(),
    logger: createLogger('partner-sim-test', 'silent'),
  });
  const order = orders.create(
    {
      merchantOrderId: '7',
      restaurantId: 'SRV-102',
      items: [{ externalMenuId: 'SR-201', name: 'Masala Dosa', quantity: 2, price: 90 }],
      customerName: 'Ravi Kumar',
      customerPhone: '9876543210',
      deliveryAddress: 'Flat 12, Brigade Gardenia, Bengaluru',
      totalAmount: 230,
      estimatedDeliveryTime: new Date(),
    },
    new Date(),
  );
  return { orders, published, progression, order };
}

describe('OrderProgression', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-02T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('moves an order one status per step and announces each step in order', () => {
    const { orders, published, progression, order } = setUp();
    progression.start(order.id);

    jest.advanceTimersByTime(STEP_MS - 1);
    expect(published).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(orders.find(order.id)?.status).toBe('accepted');

    jest.advanceTimersByTime(STEP_MS * 10);
    expect(published).toEqual([
      {
        event: 'order.status_changed',
        orderId: order.id,
        status: 'accepted',
        timestamp: '2026-11-02T10:00:03.000Z',
      },
      {
        event: 'order.status_changed',
        orderId: order.id,
        status: 'preparing',
        timestamp: '2026-11-02T10:00:06.000Z',
      },
      {
        event: 'order.status_changed',
        orderId: order.id,
        status: 'ready',
        timestamp: '2026-11-02T10:00:09.000Z',
      },
      {
        event: 'order.status_changed',
        orderId: order.id,
        status: 'out_for_delivery',
        timestamp: '2026-11-02T10:00:12.000Z',
      },
      {
        event: 'order.status_changed',
        orderId: order.id,
        status: 'delivered',
        timestamp: '2026-11-02T10:00:15.000Z',
      },
    ]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('schedules an order once even if started twice', () => {
    const { published, progression, order } = setUp();
    progression.start(order.id);
    progression.start(order.id);
    jest.advanceTimersByTime(STEP_MS);
    expect(published.map((payload) => payload.status)).toEqual(['accepted']);
  });

  it('leaves a halted order where it is', () => {
    const { orders, published, progression, order } = setUp();
    progression.start(order.id);
    jest.advanceTimersByTime(STEP_MS);
    progression.halt(order.id);
    jest.advanceTimersByTime(STEP_MS * 10);
    expect(orders.find(order.id)?.status).toBe('accepted');
    expect(published).toHaveLength(1);
  });

  it('clears every timer on stop and ignores orders started afterwards', () => {
    const { published, progression, order } = setUp();
    progression.start(order.id);
    progression.stop();
    expect(jest.getTimerCount()).toBe(0);
    progression.start(order.id);
    jest.advanceTimersByTime(STEP_MS * 10);
    expect(published).toEqual([]);
  });
});
