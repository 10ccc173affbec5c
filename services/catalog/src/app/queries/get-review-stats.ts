import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { ReviewStatsRecord } from '../../domain/review';
import type { VendorReviewsDeps } from './list-vendor-reviews';

/** Average (one decimal, 0 without reviews), count and the 1-5 distribution of a vendor's reviews. */
export async function getReviewStats(deps: VendorReviewsDeps, vendorId: number): Promise<ReviewStatsRecord> {
  if (!(await deps.vendors.findById(vendorId))) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  return deps.reviews.stats(vendorId);
}
