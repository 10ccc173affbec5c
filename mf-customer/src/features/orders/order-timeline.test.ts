import { canQuickRate, canRate, quickProgress, timelineSteps } from './order-timeline';

const none = {
  orderedTime: null,
  acceptedTime: null,
  readyTime: null,
  pickedUpTime: null,
  deliveredTime: null,
  preparingTime: null,
  cancelledTime: null,
};
const placed = '2026-11-25T10:00:00.000Z';

describe('delivery timeline', () => {
  it('completes the steps at or before the status and marks the current one', () => {
    const steps = timelineSteps({
      status: 'preparing',
      createdAt: placed,
      externalTimestamps: {
        ...none,
        orderedTime: placed,
        acceptedTime: '2026-11-25T10:01:00.000Z',
        preparingTime: '2026-11-25T10:03:00.000Z',
      },
    });
    expect(steps.map((step) => [step.title, step.completed, step.current])).toEqual([
      ['Order Placed', true, false],
      ['Order Accepted', true, false],
      ['Preparing', true, true],
      ['Ready for Pickup/Delivery', false, false],
      ['Out for Delivery', false, false],
      ['Delivered', false, false],
    ]);
    expect(steps.map((step) => step.at)).toEqual([
      placed,
      '2026-11-25T10:01:00.000Z',
      '2026-11-25T10:03:00.000Z',
      null,
      null,
      null,
    ]);
  });

  it("shows each step's time from the partner's timestamps once delivered", () => {
    const stamps = {
      ...none,
      orderedTime: '2026-11-25T10:00:01.000Z',
      preparingTime: '2026-11-25T10:05:00.000Z',
      acceptedTime: '2026-11-25T10:01:00.000Z',
      readyTime: '2026-11-25T10:10:00.000Z',
      pickedUpTime: '2026-11-25T10:12:00.000Z',
      deliveredTime: '2026-11-25T10:25:00.000Z',
    };
    const steps = timelineSteps({ status: 'delivered', createdAt: placed, externalTimestamps: stamps });
    expect(steps.every((step) => step.completed)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ title: 'Delivered', current: true, at: stamps.deliveredTime });
    expect(steps.find((step) => step.status === 'out_for_delivery')?.at).toBe(stamps.pickedUpTime);
    expect(steps.find((step) => step.status === 'preparing')?.at).toBe(stamps.preparingTime);
    expect(steps.some((step) => step.status === 'cancelled')).toBe(false);
  });

  it('uses the order time for the first step when the partner sent none', () => {
    const [first] = timelineSteps({ status: 'pending', createdAt: placed, externalTimestamps: none });
    expect(first).toMatchObject({ completed: true, current: true, at: placed });
  });

  it('counts picked_up as out for delivery', () => {
    const steps = timelineSteps({ status: 'picked_up', createdAt: placed, externalTimestamps: none });
    expect(steps.find((step) => step.current)?.status).toBe('out_for_delivery');
  });

  it('ends a cancelled order in a Cancelled step with its own time, none of the path completed', () => {
    const cancelledAt = '2026-11-25T10:02:00.000Z';
    const steps = timelineSteps({
      status: 'cancelled',
      createdAt: placed,
      externalTimestamps: { ...none, acceptedTime: '2026-11-25T10:01:00.000Z', cancelledTime: cancelledAt },
    });
    expect(steps.slice(0, -1).some((step) => step.completed || step.current || step.at !== null)).toBe(false);
    expect(steps.at(-1)).toEqual({
      status: 'cancelled',
      title: 'Cancelled',
      completed: true,
      current: true,
      at: cancelledAt,
    });
  });

  it('treats an unknown status as pending', () => {
    const unknown = timelineSteps({
      status: 'teleported' as never,
      createdAt: placed,
      externalTimestamps: none,
    });
    expect(unknown.filter((step) => step.completed).map((step) => step.status)).toEqual(['pending']);
  });

  it('ignores a time the partner sent for a step the order has not reached', () => {
    const steps = timelineSteps({
      status: 'accepted',
      createdAt: placed,
      externalTimestamps: { ...none, deliveredTime: '2026-11-25T10:25:00.000Z' },
    });
    expect(steps.at(-1)?.at).toBeNull();
  });
});

describe('quick progress', () => {
  it("follows the home card's four stages", () => {
    expect(quickProgress('ready')).toEqual([
      { label: 'Order Confirmed', done: true },
      { label: 'Being Prepared', done: true },
      { label: 'Out for Delivery', done: false },
      { label: 'Delivered', done: false },
    ]);
    expect(quickProgress('delivered').every((stage) => stage.done)).toBe(true);
    expect(quickProgress('cancelled').some((stage) => stage.done)).toBe(false);
  });
});

describe('rate button', () => {
  it('appears at 100 % only', () => {
    expect(canRate('delivered')).toBe(true);
    expect(canRate('out_for_delivery')).toBe(false);
    expect(canRate('cancelled')).toBe(false);
  });
});

describe('quick rating', () => {
  it("is offered only while the vendor's eligible order is this order", () => {
    expect(canQuickRate({ canReview: true, orderId: 42 }, 42)).toBe(true);
    expect(canQuickRate({ canReview: true, orderId: 41 }, 42)).toBe(false);
    expect(canQuickRate({ canReview: true, orderId: null }, 42)).toBe(false);
    expect(canQuickRate({ canReview: false, orderId: 42 }, 42)).toBe(false);
    expect(canQuickRate(undefined, 42)).toBe(false);
  });
});
