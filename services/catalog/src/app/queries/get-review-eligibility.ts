import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { findReviewableOrder } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';
import type { ResidentOrders } from '../../domain/upstream-services';
import type { VendorRepository } from '../../domain/vendor.repository';

export interface ReviewEligibility {
  canReview: boolean;
  orderId: number | null;
}

/**
 * Whether the resident can review the vendor now: only with a delivered order of it that no review
 * rates yet, and which one (the newest such), as createReview decides.
 */
export async function getReviewEligibility(
  deps: { vendors: VendorRepository; reviews: ReviewRepository; residentOrders: ResidentOrders },
  input: { userId: number; vendorId: number },
): Promise<ReviewEligibility> {
  if (!(await deps.vendors.findById(input.vendorId))) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  const orders = await deps.residentOrders.ofVendor(input.userId, input.vendorId);
  const reviewed = await deps.reviews.reviewedOrderIds(orders.map((order) => order.id));
  const orderId = findReviewableOrder(orders, reviewed);
  return { canReview: orderId !== null, orderId };
}
