import { z } from 'zod';
import { ORDER_MESSAGES } from './customer-orders';
import { OrderStatusSchema } from './order-status-schema';
import { pageLimitSchema } from './paging';
import { serialIdQuerySchema } from './serial-id';

/**
 * Vendor reviews (customer spec 3, 5, 7 and 9): the catalog service owns them; the reviews screen,
 * the vendor page's summary and the review form read and write these shapes.
 */

/** Customer spec 9: the five review sorts, newest first by default. */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export const ReviewSortSchema = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSortSchema>;

/** Customer spec 3: the review categories and the words the form shows for them. */
export const REVIEW_CATEGORY_LABELS = {
  quality: 'Quality',
  service: 'Service',
  delivery: 'Delivery',
  value: 'Value for Money',
  hygiene: 'Hygiene',
  packaging: 'Packaging',
} as const;
export type ReviewCategory = keyof typeof REVIEW_CATEGORY_LABELS;
export const REVIEW_CATEGORIES = Object.keys(REVIEW_CATEGORY_LABELS) as [ReviewCategory, ...ReviewCategory[]];
export const ReviewCategorySchema = z.enum(REVIEW_CATEGORIES);

/** Customer spec 5: rating labels, 1 to 5. */
export const RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' } as const;

/** Customer spec 5 and 9: review text and rating remarks are at most 500 characters. */
export const REVIEW_TEXT_MAX_LENGTH = 500;

/** Customer spec 9: the vendor page shows a summary of 3 reviews. */
export const VENDOR_PAGE_REVIEW_COUNT = 3;

/** Page size of GET /api/vendors/{id}/reviews: 20 unless asked, never more than 50 (a larger ask gets 50). */
export const REVIEW_PAGE_SIZE = { default: 20, max: 50 } as const;

/** Customer spec 5 and 8: what the review form and the reviews screen say. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating before submitting.',
  submitFailed: 'Failed to submit review. Please try again.',
  quickRatingFailed: 'Error - Failed to submit rating. Please try again.',
  fetchReviewsFailed: 'Failed to fetch reviews',
  fetchStatsFailed: 'Failed to fetch review stats',
  textTooLong: `Review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
  invalidRating: 'Rating must be a whole number from 1 to 5',
  /** The service's refusals (not in the spec, which leaves them to us). */
  notYourOrder: 'You can only review your own orders from this vendor',
  alreadyReviewed: 'You have already reviewed this order',
  noOrderFromVendor: 'You can review a vendor after ordering from it',
  cancelledOrder: 'A cancelled order cannot be reviewed',
  /** A review rates a delivered order, as the order rating does (issue 27). */
  orderNotDelivered: ORDER_MESSAGES.ratingNotDelivered,
  reviewNotFound: 'Review not found',
  vendorNotFound: 'Vendor not found',
} as const;

const RatingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.invalidRating)
  .min(1, REVIEW_MESSAGES.invalidRating)
  .max(5, REVIEW_MESSAGES.invalidRating);

/**
 * GET /api/vendors/{vendorId}/reviews?sortBy=&filterRating=&limit=&offset=. The answer is a list;
 * the next page is asked with offset = reviews seen so far, and a page shorter than the limit used
 * (the PAGE_LIMIT_HEADER of the answer: a `limit` above the maximum gets the maximum) is the last.
 */
export const ReviewListQuerySchema = z.object({
  sortBy: ReviewSortSchema.default('newest'),
  filterRating: z.coerce.number().int().min(1).max(5).optional(),
  limit: pageLimitSchema({
    fallback: REVIEW_PAGE_SIZE.default,
    max: REVIEW_PAGE_SIZE.max,
    message: 'limit must be a positive whole number',
  }),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  userName: z.string(),
  userInitials: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  categories: z.array(ReviewCategorySchema),
  isQuickFeedback: z.boolean(),
  /** Customer spec 3: the number of residents who found the review helpful. */
  isHelpful: z.number().int().nonnegative(),
  /** Whether the signed-in caller has marked it helpful (false for anonymous callers). */
  markedHelpful: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/vendors/{vendorId}/review-stats. averageRating is 0 without reviews. */
export const ReviewStatsSchema = z.object({
  averageRating: z.number().min(0).max(5),
  totalReviews: z.number().int().nonnegative(),
  ratingDistribution: z.object({
    1: z.number().int().nonnegative(),
    2: z.number().int().nonnegative(),
    3: z.number().int().nonnegative(),
    4: z.number().int().nonnegative(),
    5: z.number().int().nonnegative(),
  }),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/**
 * POST /api/reviews (session required). A review rates one delivered order of the resident's from
 * that vendor, once: the one it names, or without one the newest not reviewed yet (the order the
 * review eligibility offers).
 */
export const CreateReviewSchema = z.object({
  vendorId: z.number().int().positive(),
  orderId: z.number().int().positive().optional(),
  rating: RatingSchema,
  review: z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong).optional(),
  categories: z.array(ReviewCategorySchema).max(REVIEW_CATEGORIES.length).default([]),
});
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

/** POST /api/reviews/quick: one star tap rating an order (customer spec 4, quick rating). */
export const QuickReviewSchema = z.object({
  vendorId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  rating: RatingSchema,
});
export type QuickReviewInput = z.infer<typeof QuickReviewSchema>;

/** POST and DELETE /api/reviews/{reviewId}/helpful: one vote per resident; both answer this. */
export const HelpfulVoteResponseSchema = z.object({
  reviewId: z.number().int(),
  isHelpful: z.number().int().nonnegative(),
  markedHelpful: z.boolean(),
});
export type HelpfulVoteResponse = z.infer<typeof HelpfulVoteResponseSchema>;

/**
 * GET /api/vendors/{vendorId}/review-eligibility (session required): whether the resident may
 * write a review of the vendor, and the order it would rate (the latest delivered one not yet reviewed).
 */
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  orderId: z.number().int().nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

/**
 * GET /internal/users/{userId}/orders?vendorId= (order service; service identity only): the
 * resident's orders of one vendor, newest first. The catalog asks it to decide who may review what.
 */
export const ResidentVendorOrdersQuerySchema = z.object({
  vendorId: serialIdQuerySchema('vendorId must be a positive integer'),
});
export const ResidentVendorOrderSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  status: OrderStatusSchema,
  createdAt: z.string(),
});
export type ResidentVendorOrder = z.infer<typeof ResidentVendorOrderSchema>;
export const ResidentVendorOrdersSchema = z.array(ResidentVendorOrderSchema);
