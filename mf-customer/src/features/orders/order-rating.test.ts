import { ApiError } from '@marketplace/ui/api';
import { checkOrderRating, ratingFailureText } from './order-rating';

describe('order rating form', () => {
  it('asks for a star before anything is sent', () => {
    expect(checkOrderRating(42, null, 'Lovely')).toEqual({
      ok: false,
      error: 'Please select a star rating before submitting',
    });
  });

  it('sends the trimmed remarks, and no remarks when only spaces were typed', () => {
    expect(checkOrderRating(42, 4, '  Hot and on time  ')).toEqual({
      ok: true,
      request: { orderId: 42, rating: 4, remarks: 'Hot and on time' },
    });
    expect(checkOrderRating(42, 5, '   ')).toEqual({
      ok: true,
      request: { orderId: 42, rating: 5, remarks: null },
    });
  });

  it('refuses remarks over 500 characters, counted after trimming', () => {
    expect(checkOrderRating(42, 3, ` ${'a'.repeat(500)} `).ok).toBe(true);
    expect(checkOrderRating(42, 3, 'a'.repeat(501))).toEqual({
      ok: false,
      error: 'Remarks can be at most 500 characters',
    });
  });
});

describe('order rating failure', () => {
  it("shows the server's reason", () => {
    expect(ratingFailureText(new ApiError('You have already rated this order', 409))).toBe(
      'You have already rated this order',
    );
  });

  it("shows 'Failed to submit rating' without one", () => {
    expect(ratingFailureText(new ApiError('502: Bad Gateway', 502))).toBe('Failed to submit rating');
    expect(ratingFailureText(new ApiError('Internal server error', 500))).toBe('Failed to submit rating');
    expect(ratingFailureText(new TypeError('Failed to fetch'))).toBe('Failed to submit rating');
  });
});
