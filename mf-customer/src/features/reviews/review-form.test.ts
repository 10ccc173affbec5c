import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@marketplace/contracts';
import {
  EMPTY_REVIEW_FORM,
  ReviewFormSchema,
  characterCountText,
  reviewRequestOf,
  toggleCategory,
} from './review-form';

function errorsOf(values: unknown) {
  const result = ReviewFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the review form', () => {
  it('asks for a rating before submitting', () => {
    expect(errorsOf(EMPTY_REVIEW_FORM)).toEqual({ rating: REVIEW_MESSAGES.ratingRequired });
  });

  it('accepts a rating alone: text and categories are optional', () => {
    expect(errorsOf({ ...EMPTY_REVIEW_FORM, rating: 4 })).toEqual({});
  });

  it('refuses text over 500 characters', () => {
    const review = 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1);
    expect(errorsOf({ ...EMPTY_REVIEW_FORM, rating: 5, review })).toEqual({
      review: REVIEW_MESSAGES.textTooLong,
    });
    expect(errorsOf({ ...EMPTY_REVIEW_FORM, rating: 5, review: review.slice(1) })).toEqual({});
  });

  it('counts the characters typed against the limit', () => {
    expect(characterCountText('')).toBe('0/500');
    expect(characterCountText('Great chai')).toBe('10/500');
  });

  it('toggles categories on and off in the contract’s order', () => {
    const chosen = toggleCategory(toggleCategory([], 'packaging'), 'quality');
    expect(chosen).toEqual(['quality', 'packaging']);
    expect(toggleCategory(chosen, 'packaging')).toEqual(['quality']);
  });

  it('sends the eligible order with the trimmed text, and leaves out blank text and a missing order', () => {
    expect(reviewRequestOf(3, 9, { rating: 4, review: '  Tasty  ', categories: ['value'] })).toEqual({
      vendorId: 3,
      orderId: 9,
      rating: 4,
      review: 'Tasty',
      categories: ['value'],
    });
    expect(reviewRequestOf(3, null, { rating: 2, review: '   ', categories: [] })).toEqual({
      vendorId: 3,
      rating: 2,
      categories: [],
    });
  });
});
