import { matchingCount, statusCountsOf } from './orders-report';

describe('the orders report’s counts', () => {
  const counts = statusCountsOf({
    pending: 2,
    picked_up: 2,
    out_for_delivery: 1,
    delivered: 5,
    cancelled: 1,
  });

  it('names every report status, 0 for those no order has, picked-up orders out for delivery', () => {
    expect(counts).toEqual({
      pending: 2,
      accepted: 0,
      preparing: 0,
      ready: 0,
      out_for_delivery: 3,
      delivered: 5,
      cancelled: 1,
    });
  });

  it('counts the matching orders: all of the window’s, or one status’s', () => {
    expect(matchingCount(counts, undefined)).toBe(11);
    expect(matchingCount(counts, 'out_for_delivery')).toBe(3);
    expect(matchingCount(counts, 'delivered')).toBe(5);
    expect(matchingCount(counts, 'ready')).toBe(0);
  });
});
