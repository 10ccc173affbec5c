import { ORDER_MESSAGES, OrderRatingRequestSchema, type OrderRatingRequest } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';

export type RatingCheck = { ok: true; request: OrderRatingRequest } | { ok: false; error: string };

/**
 * Customer spec 5, order rating: a star is required ('Please select a star rating before
 * submitting'), remarks are trimmed and at most 500 characters, an empty remark is sent as none.
 */
export function checkOrderRating(orderId: number, rating: number | null, remarks: string): RatingCheck {
  const parsed = OrderRatingRequestSchema.safeParse({ orderId, rating: rating ?? undefined, remarks });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.ratingRequired };
}

/**
 * Customer spec 8: a refused rating shows the server's message (already rated, not delivered yet);
 * anything without one (a network failure, a bare 5xx) shows 'Failed to submit rating'.
 */
export function ratingFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && !/^\d{3}: /.test(error.message))
    return error.message;
  return ORDER_MESSAGES.ratingFailed;
}
