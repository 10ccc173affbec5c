import {
  CreateReviewSchema,
  REVIEW_CATEGORIES,
  REVIEW_TEXT_MAX_LENGTH,
  type CreateReviewInput,
  type ReviewCategory,
} from '@marketplace/contracts';

/**
 * What the resident fills in, checked by the contract's CreateReviewSchema; the vendor and the
 * order come from the page and the eligibility call.
 */
export const ReviewFormSchema = CreateReviewSchema.pick({ rating: true, review: true, categories: true });

/** The review form's values; rating is null until a star is chosen. */
export interface ReviewFormValues {
  rating: number | null;
  review: string;
  categories: ReviewCategory[];
}

export const EMPTY_REVIEW_FORM: ReviewFormValues = { rating: null, review: '', categories: [] };

/** Adds or removes a category, keeping the contract's order so the request is stable. */
export function toggleCategory(
  chosen: readonly ReviewCategory[],
  category: ReviewCategory,
): ReviewCategory[] {
  const next = chosen.includes(category) ? chosen.filter((c) => c !== category) : [...chosen, category];
  return REVIEW_CATEGORIES.filter((c) => next.includes(c));
}

/** The body of POST /api/reviews: blank text is left out rather than sent as an empty review. */
export function reviewRequestOf(
  vendorId: number,
  orderId: number | null | undefined,
  data: { rating: number; review?: string; categories: ReviewCategory[] },
): CreateReviewInput {
  const text = data.review?.trim() ?? '';
  return {
    vendorId,
    ...(orderId !== null && orderId !== undefined && { orderId }),
    rating: data.rating,
    ...(text !== '' && { review: text }),
    categories: data.categories,
  };
}

/** The counter under the text: "12/500". */
export function characterCountText(text: string): string {
  return `${text.length}/${REVIEW_TEXT_MAX_LENGTH}`;
}
