import { statusShares } from './status-shares';

describe('status report shares', () => {
  it('gives every report status its count and share, in an order’s order', () => {
    const shares = statusShares({ delivered: 3, pending: 1, out_for_delivery: 4 });
    expect(shares.map(({ status, count }) => [status, count])).toEqual([
      ['pending', 1],
      ['accepted', 0],
      ['preparing', 0],
      ['ready', 0],
      ['out_for_delivery', 4],
      ['delivered', 3],
      ['cancelled', 0],
    ]);
    expect(shares.find((share) => share.status === 'delivered')?.percent).toBeCloseTo(37.5);
  });

  it('has nothing to show when no order was counted', () => {
    expect(statusShares({})).toEqual([]);
    expect(statusShares({ pending: 0 })).toEqual([]);
  });
});
