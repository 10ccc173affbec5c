import type {
  HelpfulVoteResult,
  NewReview,
  ReviewListOptions,
  ReviewRecord,
  ReviewStatsRecord,
} from './review';

export interface ReviewRepository {
  /** One page of the vendor's reviews, sorted and filtered; null when the vendor does not exist or is suspended. */
  list(vendorId: number, options: ReviewListOptions): Promise<ReviewRecord[] | null>;
  /** From the vendor's per-rating counts (decision 64); null when the vendor does not exist or is suspended. */
  stats(vendorId: number): Promise<ReviewStatsRecord | null>;
  /** Which of these order ids some review already rates. */
  reviewedOrderIds(orderIds: readonly number[]): Promise<Set<number>>;
  /**
   * Stores the review and, in the same transaction, counts it in the vendor's per-rating counts
   * and sets the vendor's rating (one decimal) and review count from them. A second review of one order is refused
   * (ReviewRefusedError 'alreadyReviewed') by the unique index, whoever wrote first.
   */
  create(review: NewReview): Promise<ReviewRecord>;
  /** Records the resident's vote once (a repeat changes nothing); null when the review does not exist. */
  markHelpful(reviewId: number, userId: number): Promise<HelpfulVoteResult | null>;
  /** Withdraws the resident's vote if there is one; null when the review does not exist. */
  unmarkHelpful(reviewId: number, userId: number): Promise<HelpfulVoteResult | null>;
}
