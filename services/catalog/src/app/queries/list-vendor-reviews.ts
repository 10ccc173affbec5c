import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { ReviewListOptions, ReviewRecord } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';

/** One page of a vendor's reviews, as the reviews screen and the vendor page ask for them. */
export async function listVendorReviews(
  deps: { reviews: ReviewRepository },
  input: ReviewListOptions & { vendorId: number },
): Promise<ReviewRecord[]> {
  const { vendorId, ...options } = input;
  // The vendor's existence comes with the page, in one statement (issue 10).
  const reviews = await deps.reviews.list(vendorId, options);
  if (!reviews) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  return reviews;
}
