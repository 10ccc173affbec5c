import { matchingCount, statusCountsOf } from './orders-report';

describe('the orders report’s counts', () => {
  const counts = statusCountsOf({ pending: 2, delivered: 5, cancelled: 1 });

  it('names every status, with 0 for those no order has', () => {
    expect(counts).toEqual({
      pending: 2,
      accepted: 0,
      preparing: 0,
      ready: 0,
      picked_up: 0,
      out_for_delivery: 0,
      delivered: 5,
      cancelled: 1,
    });
  });

  it('counts the matching orders: all of the window’s, or one status’s', () => {
    expect(matchingCount(counts, undefined)).toBe(8);
    expect(matchingCount(counts, 'delivered')).toBe(5);
    expect(matchingCount(counts, 'ready')).toBe(0);
  });
});
