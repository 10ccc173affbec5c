import type { HelpfulVoteResponse, Review, ReviewEligibility, ReviewStats } from '@marketplace/contracts';
import type { ReviewEligibility as EligibilityRecord } from '../app/queries/get-review-eligibility';
import type { HelpfulVoteResult, ReviewRecord, ReviewStatsRecord } from '../domain/review';

export function toReviewResponse(review: ReviewRecord): Review {
  return {
    id: review.id,
    vendorId: review.vendorId,
    userName: review.userName,
    userInitials: review.userInitials,
    rating: review.rating,
    review: review.review,
    categories: review.categories,
    isQuickFeedback: review.isQuickFeedback,
    isHelpful: review.helpfulCount,
    markedHelpful: review.markedHelpful,
    createdAt: review.createdAt.toISOString(),
  };
}

export const toReviewStatsResponse = (stats: ReviewStatsRecord): ReviewStats => stats;

export const toHelpfulVoteResponse = (vote: HelpfulVoteResult): HelpfulVoteResponse => ({
  reviewId: vote.reviewId,
  isHelpful: vote.helpfulCount,
  markedHelpful: vote.markedHelpful,
});

export const toReviewEligibilityResponse = (eligibility: EligibilityRecord): ReviewEligibility => ({
  canReview: eligibility.canReview,
  orderId: eligibility.orderId,
});
