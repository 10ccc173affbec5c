import { OrderRatingRefusedError } from '../../domain/errors';
import type { Order } from '../../domain/order';
import type { OrderRepository } from '../../domain/order.repository';
import { getUserOrder } from '../queries/get-user-order';

export interface RateOrderInput {
  userId: number;
  orderId: number;
  rating: number;
  /** Already trimmed by the contract; null when the resident wrote nothing. */
  remarks: string | null;
}

/**
 * The resident rates their own order once it has been delivered, once. Another resident's order
 * reads as missing. The write is conditional, so two taps at once store one rating.
 */
export async function rateOrder(
  deps: { orders: OrderRepository; clock: () => Date },
  { userId, orderId, rating, remarks }: RateOrderInput,
): Promise<Order> {
  const order = await getUserOrder(deps, { userId, orderId });
  if (order.rating !== null) throw new OrderRatingRefusedError('ratingAlreadySubmitted');
  if (order.status !== 'delivered') throw new OrderRatingRefusedError('ratingNotDelivered');
  if (!(await deps.orders.saveRating(order.id, { rating, remarks, ratedAt: deps.clock() }))) {
    // Someone rated it between our read and our write (the status of a delivered order never moves).
    throw new OrderRatingRefusedError('ratingAlreadySubmitted');
  }
  return getUserOrder(deps, { userId, orderId });
}
