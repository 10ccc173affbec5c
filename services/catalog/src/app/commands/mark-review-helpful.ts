import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { HelpfulVoteResult } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';

/** One vote per resident: marking twice counts once. */
export async function markReviewHelpful(
  deps: { reviews: ReviewRepository },
  input: { reviewId: number; userId: number },
): Promise<HelpfulVoteResult> {
  const result = await deps.reviews.markHelpful(input.reviewId, input.userId);
  if (!result) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
  return result;
}
