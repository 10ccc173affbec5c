import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { ReviewListOptions, ReviewRecord } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';
import type { VendorRepository } from '../../domain/vendor.repository';

export interface VendorReviewsDeps {
  vendors: VendorRepository;
  reviews: ReviewRepository;
}

/** One page of a vendor's reviews, as the reviews screen and the vendor page ask for them. */
export async function listVendorReviews(
  deps: VendorReviewsDeps,
  input: ReviewListOptions & { vendorId: number },
): Promise<ReviewRecord[]> {
  const { vendorId, ...options } = input;
  if (!(await deps.vendors.findById(vendorId))) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  return deps.reviews.list(vendorId, options);
}
