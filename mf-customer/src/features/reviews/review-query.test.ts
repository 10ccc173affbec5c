import {
  applyHelpfulVote,
  emptyReviewsText,
  filterRatingOf,
  formatAverage,
  nextReviewOffset,
  ratingBars,
  reviewCountText,
  reviewListPath,
  reviewsBackTarget,
  reviewsScreenPath,
  vendorIdParam,
} from './review-query';

describe('reviewListPath', () => {
  it('asks for the sort and the default page size, without a filter for all ratings', () => {
    expect(reviewListPath(7, { sortBy: 'newest' })).toBe('/api/vendors/7/reviews?sortBy=newest&limit=20');
  });

  it('adds the rating filter, the limit and a later page’s offset', () => {
    expect(reviewListPath(7, { sortBy: 'helpful', filterRating: 4 }, { limit: 3, offset: 40 })).toBe(
      '/api/vendors/7/reviews?sortBy=helpful&filterRating=4&limit=3&offset=40',
    );
  });

  it('leaves out offset 0', () => {
    expect(reviewListPath(1, { sortBy: 'oldest' }, { limit: 20, offset: 0 })).not.toContain('offset');
  });
});

describe('nextReviewOffset', () => {
  it('asks the next page after every review seen so far while pages are full', () => {
    const full = [1, 2];
    expect(nextReviewOffset(full, [full, full], 2)).toBe(4);
  });

  it('stops after a page shorter than the limit', () => {
    expect(nextReviewOffset([1], [[1, 2], [1]], 2)).toBeUndefined();
    expect(nextReviewOffset([], [[]], 20)).toBeUndefined();
  });
});

describe('ratingBars', () => {
  it('gives each star its count and whole percent of all reviews, 5 stars first', () => {
    const bars = ratingBars({ totalReviews: 3, ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } });
    expect(bars).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 33 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('shows empty bars without reviews rather than dividing by zero', () => {
    const bars = ratingBars({ totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('reviewsBackTarget', () => {
  it('goes back to the vendor page when opened from it', () => {
    expect(reviewsBackTarget(new URLSearchParams('vendorId=12&vendorName=Tea&from=vendor-details'))).toBe(
      '/customer/vendor/12',
    );
  });

  it('goes back in history otherwise', () => {
    expect(reviewsBackTarget(new URLSearchParams('vendorId=12'))).toBe(-1);
    expect(reviewsBackTarget(new URLSearchParams('from=vendor-details'))).toBe(-1);
    expect(reviewsBackTarget(new URLSearchParams('vendorId=abc&from=vendor-details'))).toBe(-1);
  });
});

describe('the reviews screen address', () => {
  it('round-trips the vendor id and name, marked as opened from the vendor page', () => {
    const path = reviewsScreenPath(5, 'Chai & Co');
    expect(path).toBe('/customer/reviews?vendorId=5&vendorName=Chai+%26+Co&from=vendor-details');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(vendorIdParam(params)).toBe(5);
    expect(params.get('vendorName')).toBe('Chai & Co');
  });

  it('has no vendor id when it is missing or not a positive whole number', () => {
    expect(vendorIdParam(new URLSearchParams(''))).toBeNull();
    expect(vendorIdParam(new URLSearchParams('vendorId=0'))).toBeNull();
    expect(vendorIdParam(new URLSearchParams('vendorId=1.5'))).toBeNull();
  });
});

describe('the screen’s words', () => {
  it('reads the rating filter, where empty means all ratings', () => {
    expect(filterRatingOf('')).toBeUndefined();
    expect(filterRatingOf('3')).toBe(3);
    expect(filterRatingOf('6')).toBeUndefined();
  });

  it('formats the average with one decimal and counts reviews', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(0)).toBe('0.0');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
  });

  it('says which rating has no reviews when filtered', () => {
    expect(emptyReviewsText(undefined).title).toBe('No reviews yet');
    expect(emptyReviewsText(2).title).toBe('No 2-star reviews');
  });
});

describe('applyHelpfulVote', () => {
  const review = (id: number) => ({ id, isHelpful: 2, markedHelpful: false });
  const vote = { reviewId: 2, isHelpful: 3, markedHelpful: true };

  it('updates the voted review in the summary’s list', () => {
    expect(applyHelpfulVote([review(1), review(2)], vote)).toEqual([
      review(1),
      { id: 2, isHelpful: 3, markedHelpful: true },
    ]);
  });

  it('updates it in whichever page of the screen’s list holds it', () => {
    const cached = { pages: [[review(1)], [review(2)]], pageParams: [0, 1] };
    expect(applyHelpfulVote(cached, vote)).toEqual({
      pages: [[review(1)], [{ id: 2, isHelpful: 3, markedHelpful: true }]],
      pageParams: [0, 1],
    });
  });

  it('leaves an empty cache empty', () => {
    expect(applyHelpfulVote(undefined, vote)).toBeUndefined();
  });
});
