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
  it("rates the resident's own order of the vendor, once, unless cancelled", () => {
    expect(decideReviewedOrder(orders, 2, new Set())).toBe(2);
    expect(refusal(() => decideReviewedOrder(orders, 99, new Set()))).toBe('notYourOrder');
    expect(refusal(() => decideReviewedOrder(orders, 3, new Set()))).toBe('cancelledOrder');
    expect(refusal(() => decideReviewedOrder(orders, 2, new Set([2])))).toBe('alreadyReviewed');
  });

  it('takes a quick rating only for a delivered order', () => {
    const quick = { mustBeDelivered: true };
    expect(decideReviewedOrder(orders, 2, new Set(), quick)).toBe(2);
    expect(refusal(() => decideReviewedOrder(orders, 1, new Set(), quick))).toBe('orderNotDelivered');
    expect(refusal(() => decideReviewedOrder(orders, 3, new Set(), quick))).toBe('cancelledOrder');
    expect(refusal(() => decideReviewedOrder(orders, 99, new Set(), quick))).toBe('notYourOrder');
    expect(refusal(() => decideReviewedOrder(orders, 2, new Set([2]), quick))).toBe('alreadyReviewed');
    // A full review may still rate an order under way.
    expect(decideReviewedOrder(orders, 1, new Set())).toBe(1);
  });

  it('takes a review without an order only from a resident with a live order of the vendor', () => {
    expect(decideReviewedOrder(orders, null, new Set())).toBeNull();
    expect(refusal(() => decideReviewedOrder([], null, new Set()))).toBe('noOrderFromVendor');
    expect(refusal(() => decideReviewedOrder([order(3, 'cancelled', 3)], null, new Set()))).toBe(
      'noOrderFromVendor',
    );
  });
});

describe('findReviewableOrder', () => {
  it('offers the newest order neither cancelled nor reviewed', () => {
    expect(findReviewableOrder(orders, new Set())).toBe(2);
    expect(findReviewableOrder([...orders].reverse(), new Set())).toBe(2);
    expect(findReviewableOrder(orders, new Set([2]))).toBe(1);
    expect(findReviewableOrder(orders, new Set([1, 2]))).toBeNull();
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
