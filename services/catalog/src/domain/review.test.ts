import type { ResidentVendorOrder } from '@marketplace/contracts';
import { ReviewRefusedError } from './errors';
import { decideReviewedOrder, findReviewableOrder, reviewerName } from './review';

const order = (id: number, status: ResidentVendorOrder['status'], day: number): ResidentVendorOrder => ({
  id,
  vendorId: 7,
  status,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const orders = [order(3, 'cancelled', 3), order(2, 'delivered', 2), order(1, 'pending', 1)];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ReviewRefusedError).reason;
  }
  return 'accepted';
};

describe('decideReviewedOrder', () => {
  it("rates the resident's own delivered order of the vendor, once", () => {
    expect(decideReviewedOrder(orders, 2, new Set())).toBe(2);
    expect(refusal(() => decideReviewedOrder(orders, 99, new Set()))).toBe('notYourOrder');
    expect(refusal(() => decideReviewedOrder(orders, 3, new Set()))).toBe('cancelledOrder');
    expect(refusal(() => decideReviewedOrder(orders, 2, new Set([2])))).toBe('alreadyReviewed');
  });

  it('refuses an order still under way: only a delivered one is rated', () => {
    for (const status of [
      'pending',
      'accepted',
      'preparing',
      'ready',
      'picked_up',
      'out_for_delivery',
    ] as const)
      expect(refusal(() => decideReviewedOrder([order(5, status, 5)], 5, new Set()))).toBe(
        'orderNotDelivered',
      );
  });

  it('rates the newest delivered order not reviewed yet when the review names none', () => {
    const two = [order(4, 'delivered', 4), ...orders];
    expect(decideReviewedOrder(two, null, new Set())).toBe(4);
    expect(decideReviewedOrder(two, null, new Set([4]))).toBe(2);
    expect(refusal(() => decideReviewedOrder(two, null, new Set([2, 4])))).toBe('alreadyReviewed');
    expect(refusal(() => decideReviewedOrder([order(1, 'pending', 1)], null, new Set()))).toBe(
      'orderNotDelivered',
    );
    expect(refusal(() => decideReviewedOrder([], null, new Set()))).toBe('noOrderFromVendor');
    expect(refusal(() => decideReviewedOrder([order(3, 'cancelled', 3)], null, new Set()))).toBe(
      'noOrderFromVendor',
    );
  });
});

describe('findReviewableOrder', () => {
  it('offers the newest delivered order not reviewed yet', () => {
    expect(findReviewableOrder(orders, new Set())).toBe(2);
    expect(findReviewableOrder([...orders].reverse(), new Set())).toBe(2);
    expect(findReviewableOrder(orders, new Set([2]))).toBeNull();
    expect(findReviewableOrder([order(1, 'out_for_delivery', 1)], new Set())).toBeNull();
  });
});

describe('reviewerName', () => {
  it('shows the first name and the last initial', () => {
    expect(reviewerName({ firstName: 'Asha', lastName: 'rao' })).toEqual({
      userName: 'Asha R.',
      userInitials: 'AR',
    });
    expect(reviewerName({ firstName: 'Nila', lastName: '' })).toEqual({
      userName: 'Nila',
      userInitials: 'N',
    });
  });
});
