import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { ReviewStatsRecord } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';

/** Average (one decimal, 0 without reviews), count and the 1-5 distribution of a vendor's reviews. */
export async function getReviewStats(
  deps: { reviews: ReviewRepository },
  vendorId: number,
): Promise<ReviewStatsRecord> {
  const stats = await deps.reviews.stats(vendorId);
  if (!stats) throw new NotFoundError(REVIEW_MESSAGES.vendorNotFound);
  return stats;
}
