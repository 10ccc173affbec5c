import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { HelpfulVoteResult } from '../../domain/review';
import type { ReviewRepository } from '../../domain/review.repository';

/** Withdraws the resident's vote; withdrawing one that is not there changes nothing. */
export async function unmarkReviewHelpful(
  deps: { reviews: ReviewRepository },
  input: { reviewId: number; userId: number },
): Promise<HelpfulVoteResult> {
  const result = await deps.reviews.unmarkHelpful(input.reviewId, input.userId);
  if (!result) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
  return result;
}
