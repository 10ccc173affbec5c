import type { ReviewCategory } from '@marketplace/contracts';
import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { decideReviewedOrder, reviewerName, type ReviewRecord } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';
import type { ResidentDirectory, ResidentOrders } from '../../domain/upstream-services';
import type { VendorRepository } from '../../domain/vendor.repository';

export interface CreateReviewDeps {
  vendors: VendorRepository;
  reviews: ReviewRepository;
  residentOrders: ResidentOrders;
  residents: ResidentDirectory;
}

export interface CreateReviewInput {
  userId: number;
  vendorId: number;
  orderId: number | null;
  rating: number;
  review: string | null;
  categories: ReviewCategory[];
  /** A quick star tap (POST /api/reviews/quick): no text, no categories. */
  isQuickFeedback: boolean;
}

/**
 * A resident reviews a vendor: one of their delivered orders of it, once; a review naming no order
 * rates their newest delivered order not reviewed yet (decision 170). The review shows the
 * resident's name as auth knows it; the vendor's rating and review count change with it, in one
 * transaction.
 */
export async function createReview(deps: CreateReviewDeps, input: CreateReviewInput): Promise<ReviewRecord> {
  if (!(await deps.vendors.findById(input.vendorId))) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  const orders = await deps.residentOrders.ofVendor(input.userId, input.vendorId);
  const reviewed = await deps.reviews.reviewedOrderIds(orders.map((order) => order.id));
  const orderId = decideReviewedOrder(orders, input.orderId, reviewed);
  const author = reviewerName(await deps.residents.name(input.userId));
  return deps.reviews.create({
    vendorId: input.vendorId,
    userId: input.userId,
    orderId,
    ...author,
    rating: input.rating,
    review: input.review || null,
    categories: input.categories,
    isQuickFeedback: input.isQuickFeedback,
  });
}
