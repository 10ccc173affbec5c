import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreateReviewSchema,
  HelpfulVoteResponseSchema,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  ReviewEligibilitySchema,
  ReviewSchema,
  ReviewStatsSchema,
  VENDOR_PAGE_REVIEW_COUNT,
  type CreateReviewInput,
  type HelpfulVoteResponse,
  type Review,
  type ReviewEligibility,
  type ReviewStats,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { vendorQueryKey } from '../vendor/vendor-api';
import {
  applyHelpfulVote,
  nextReviewOffset,
  reviewListPath,
  type CachedReviews,
  type ReviewListFilter,
} from './review-query';

const ReviewListSchema = z.array(ReviewSchema);

/** Every reviews query starts with this key, then the vendor id. */
export const REVIEWS_QUERY_KEY = ['reviews'] as const;

export const reviewKeys = {
  vendor: (vendorId: number) => [...REVIEWS_QUERY_KEY, vendorId] as const,
  stats: (vendorId: number) => [...REVIEWS_QUERY_KEY, vendorId, 'stats'] as const,
  lists: (vendorId: number) => [...REVIEWS_QUERY_KEY, vendorId, 'list'] as const,
  list: (vendorId: number, filter: ReviewListFilter) =>
    [
      ...REVIEWS_QUERY_KEY,
      vendorId,
      'list',
      { sortBy: filter.sortBy, filterRating: filter.filterRating ?? 'all' },
    ] as const,
  latest: (vendorId: number) => [...REVIEWS_QUERY_KEY, vendorId, 'list', 'latest'] as const,
  eligibility: (vendorId: number) => [...REVIEWS_QUERY_KEY, vendorId, 'eligibility'] as const,
};

/** GET /api/vendors/{vendorId}/review-stats. */
export function reviewStatsQuery(vendorId: number) {
  return queryOptions({
    queryKey: reviewKeys.stats(vendorId),
    queryFn: async ({ signal }): Promise<ReviewStats> => {
      try {
        return ReviewStatsSchema.parse(
          await apiFetch<unknown>(`/api/vendors/${vendorId}/review-stats`, { signal }),
        );
      } catch (error) {
        console.error(REVIEW_MESSAGES.fetchStatsFailed, error);
        throw new Error(REVIEW_MESSAGES.fetchStatsFailed, { cause: error });
      }
    },
  });
}

export function useReviewStats(vendorId: number) {
  return useQuery(reviewStatsQuery(vendorId));
}

async function fetchReviews(
  vendorId: number,
  filter: ReviewListFilter,
  page: { limit: number; offset: number },
  signal: AbortSignal,
): Promise<Review[]> {
  try {
    return ReviewListSchema.parse(
      await apiFetch<unknown>(reviewListPath(vendorId, filter, page), { signal }),
    );
  } catch (error) {
    console.error(REVIEW_MESSAGES.fetchReviewsFailed, error);
    throw new Error(REVIEW_MESSAGES.fetchReviewsFailed, { cause: error });
  }
}

/** The vendor page's summary: the newest few reviews. */
export function useLatestReviews(vendorId: number) {
  return useQuery({
    queryKey: reviewKeys.latest(vendorId),
    queryFn: ({ signal }) =>
      fetchReviews(vendorId, { sortBy: 'newest' }, { limit: VENDOR_PAGE_REVIEW_COUNT, offset: 0 }, signal),
  });
}

/** The reviews screen's list, one page of REVIEW_PAGE_SIZE at a time, paged by offset. */
export function useReviewPages(vendorId: number, filter: ReviewListFilter) {
  const limit = REVIEW_PAGE_SIZE.default;
  return useInfiniteQuery({
    queryKey: reviewKeys.list(vendorId, filter),
    queryFn: ({ pageParam, signal }) => fetchReviews(vendorId, filter, { limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextReviewOffset(lastPage, allPages, limit),
  });
}

/** GET /api/vendors/{vendorId}/review-eligibility: whether the resident may write a review. */
export function useReviewEligibility(vendorId: number) {
  return useQuery({
    queryKey: reviewKeys.eligibility(vendorId),
    queryFn: async ({ signal }): Promise<ReviewEligibility> =>
      ReviewEligibilitySchema.parse(
        await apiFetch<unknown>(`/api/vendors/${vendorId}/review-eligibility`, { signal }),
      ),
  });
}

/**
 * After a review or a vote: the vendor's stats, lists and eligibility reload, and so do the vendor
 * page and the vendor lists, whose rating and review count change.
 */
export function refreshAfterReviewChange(queryClient: QueryClient, vendorId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.vendor(vendorId) }),
    queryClient.invalidateQueries({ queryKey: vendorQueryKey(String(vendorId)) }),
    queryClient.invalidateQueries({ queryKey: ['vendors'] }),
  ]);
}

/** POST /api/reviews. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateReviewInput): Promise<Review> =>
      ReviewSchema.parse(
        await apiFetch<unknown>('/api/reviews', { method: 'POST', body: CreateReviewSchema.parse(input) }),
      ),
    onSuccess: (_review, input) => refreshAfterReviewChange(queryClient, input.vendorId),
  });
}

export interface HelpfulVoteInput {
  review: Pick<Review, 'id' | 'vendorId' | 'markedHelpful'>;
}

/** POST /api/reviews/{id}/helpful marks a review helpful, DELETE takes the mark back. */
export function useHelpfulVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ review }: HelpfulVoteInput): Promise<HelpfulVoteResponse> =>
      HelpfulVoteResponseSchema.parse(
        await apiFetch<unknown>(`/api/reviews/${review.id}/helpful`, {
          method: review.markedHelpful ? 'DELETE' : 'POST',
        }),
      ),
    onSuccess: (vote, { review }) => {
      queryClient.setQueriesData<CachedReviews<Review>>(
        { queryKey: reviewKeys.lists(review.vendorId) },
        (cached) => applyHelpfulVote(cached, vote),
      );
      return refreshAfterReviewChange(queryClient, review.vendorId);
    },
  });
}
