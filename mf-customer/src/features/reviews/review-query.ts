import { REVIEW_PAGE_SIZE, type ReviewSort, type ReviewStats } from '@marketplace/contracts';

/** What the reviews screen asks for: a sort and an optional star filter (customer spec 9). */
export interface ReviewListFilter {
  sortBy: ReviewSort;
  /** Absent for all ratings. */
  filterRating?: number;
}

/** GET /api/vendors/{vendorId}/reviews with only the parameters that are set. */
export function reviewListPath(
  vendorId: number,
  { sortBy, filterRating }: ReviewListFilter,
  page: { limit?: number; offset?: number } = {},
): string {
  const query = new URLSearchParams({ sortBy });
  if (filterRating !== undefined) query.set('filterRating', String(filterRating));
  query.set('limit', String(page.limit ?? REVIEW_PAGE_SIZE.default));
  if (page.offset !== undefined && page.offset > 0) query.set('offset', String(page.offset));
  return `/api/vendors/${vendorId}/reviews?${query.toString()}`;
}

/**
 * The offset of the next page, or undefined after the last one: a page shorter than the limit
 * is the last, and the next page starts after every review seen so far.
 */
export function nextReviewOffset<T>(
  lastPage: readonly T[],
  allPages: readonly (readonly T[])[],
  limit: number,
) {
  if (lastPage.length < limit) return undefined;
  return allPages.reduce((seen, page) => seen + page.length, 0);
}

export interface RatingBar {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all reviews, 0 when there are none. */
  percent: number;
}

/** The per-star bars of the summary, 5 stars first. */
export function ratingBars(stats: Pick<ReviewStats, 'ratingDistribution' | 'totalReviews'>): RatingBar[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const total = stats.totalReviews;
  return stars.map((star) => {
    const count = stats.ratingDistribution[star];
    return { stars: star, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** The average as the screen shows it: one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The reviews screen's address for a vendor, as the vendor page links to it. */
export function reviewsScreenPath(vendorId: number, vendorName: string): string {
  const query = new URLSearchParams({ vendorId: String(vendorId), vendorName, from: 'vendor-details' });
  return `/customer/reviews?${query.toString()}`;
}

/**
 * Where the reviews screen's back button goes (customer spec 2): the vendor page when opened from
 * it, else back in history (-1).
 */
export function reviewsBackTarget(params: URLSearchParams): string | -1 {
  const vendorId = Number(params.get('vendorId'));
  if (params.get('from') === 'vendor-details' && Number.isInteger(vendorId) && vendorId > 0) {
    return `/customer/vendor/${vendorId}`;
  }
  return -1;
}

/** The vendor id of the reviews screen's address, or null when it is missing or not an id. */
export function vendorIdParam(params: URLSearchParams): number | null {
  const raw = params.get('vendorId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The rating filter of a select's value: '' is all ratings. */
export function filterRatingOf(value: string): number | undefined {
  const rating = Number(value);
  return value !== '' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined;
}

/** The words of the sort control, in the contract's order. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Rated',
  lowest: 'Lowest Rated',
  helpful: 'Most Helpful',
};

/** The words of the rating filter: all, then 5 stars down to 1. */
export const RATING_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All Ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: `${stars} ${stars === 1 ? 'Star' : 'Stars'}`,
  })),
];

/** What an empty list says: nothing at all, or nothing with the chosen rating. */
export function emptyReviewsText(filterRating: number | undefined): { title: string; text: string } {
  return filterRating === undefined
    ? { title: 'No reviews yet', text: 'Be the first to share your experience.' }
    : {
        title: `No ${filterRating}-star reviews`,
        text: 'Try another rating filter to see more reviews.',
      };
}

/** What the review list caches hold: the summary's one list, or the screen's pages. */
export type CachedReviews<T> =
  readonly T[] | { pages: readonly (readonly T[])[]; pageParams: readonly unknown[] };

/**
 * A cached list with a helpful vote applied to its review, so the count and the pressed state
 * change at once; the lists reload afterwards anyway.
 */
export function applyHelpfulVote<T extends { id: number; isHelpful: number; markedHelpful: boolean }>(
  cached: CachedReviews<T> | undefined,
  vote: { reviewId: number; isHelpful: number; markedHelpful: boolean },
): CachedReviews<T> | undefined {
  if (cached === undefined) return undefined;
  const patch = (list: readonly T[]) =>
    list.map((review) =>
      review.id === vote.reviewId
        ? { ...review, isHelpful: vote.isHelpful, markedHelpful: vote.markedHelpful }
        : review,
    );
  return 'pages' in cached ? { ...cached, pages: cached.pages.map(patch) } : patch(cached);
}
