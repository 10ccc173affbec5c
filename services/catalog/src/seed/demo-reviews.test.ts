import { demoReviewsFor, ratingsAveraging } from './demo-reviews';
import { DEMO_VENDORS } from './demo-vendors';

describe('demo reviews', () => {
  it.each([4.5, 4.2, 3.9, 4.8, 4.0, 4.7])('average exactly %s, with some spread', (rating) => {
    for (const count of [10, 20]) {
      const ratings = ratingsAveraging(rating, count);
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((sum, value) => sum + value, 0) / count).toBeCloseTo(rating, 10);
      expect(ratings.every((value) => Number.isInteger(value) && value >= 1 && value <= 5)).toBe(true);
      expect(new Set(ratings).size).toBeGreaterThan(1);
    }
  });

  it('give every demo vendor reviews averaging its demo rating, one per reviewer, some with helpful votes', () => {
    DEMO_VENDORS.forEach((vendor, index) => {
      const reviews = demoReviewsFor(vendor, index);
      expect(reviews.length).toBeGreaterThanOrEqual(10);
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(Math.round(average * 10) / 10).toBe(vendor.rating);
      expect(reviews.some((review) => review.helpfulVoters.length > 0)).toBe(true);
      expect(reviews.some((review) => review.isQuickFeedback && review.review === null)).toBe(true);
      for (const review of reviews) {
        expect(new Set(review.helpfulVoters).size).toBe(review.helpfulVoters.length);
        if (review.review) expect(review.review.length).toBeLessThanOrEqual(500);
      }
    });
  });
});
