import type { ResidentVendorOrder, ReviewCategory, ReviewSort } from '@marketplace/contracts';
import { ReviewRefusedError } from './errors';

export interface ReviewRecord {
  id: number;
  vendorId: number;
  userId: number;
  orderId: number | null;
  userName: string;
  userInitials: string;
  rating: number;
  review: string | null;
  categories: ReviewCategory[];
  isQuickFeedback: boolean;
  helpfulCount: number;
  /** Whether the resident the list was asked for has marked it helpful. */
  markedHelpful: boolean;
  createdAt: Date;
}

export type NewReview = Omit<ReviewRecord, 'id' | 'helpfulCount' | 'markedHelpful' | 'createdAt'>;

export interface ReviewListOptions {
  sortBy: ReviewSort;
  filterRating?: number;
  limit: number;
  offset: number;
  /** The signed-in resident reading, for markedHelpful; null for anonymous callers. */
  viewerId: number | null;
}

export interface ReviewStatsRecord {
  averageRating: number;
  totalReviews: number;
  ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** What a resident's helpful vote left behind. */
export interface HelpfulVoteResult {
  reviewId: number;
  helpfulCount: number;
  markedHelpful: boolean;
}

/** A cancelled order was never received, so there is nothing to rate. */
const isReviewable = (order: ResidentVendorOrder) => order.status !== 'cancelled';

/**
 * Which order a new review rates. Naming one: it must be the resident's own order of this vendor,
 * not cancelled, and not reviewed yet; a quick rating (`mustBeDelivered`) rates the delivered order
 * it is offered after, so one still under way is refused. Naming none: the resident must have
 * ordered from the vendor. `orders` are the resident's orders of the vendor; `reviewedOrderIds`
 * those already reviewed.
 */
export function decideReviewedOrder(
  orders: readonly ResidentVendorOrder[],
  orderId: number | null,
  reviewedOrderIds: ReadonlySet<number>,
  { mustBeDelivered = false }: { mustBeDelivered?: boolean } = {},
): number | null {
  if (orderId === null) {
    if (!orders.some(isReviewable)) throw new ReviewRefusedError('noOrderFromVendor');
    return null;
  }
  const order = orders.find((candidate) => candidate.id === orderId);
  if (!order) throw new ReviewRefusedError('notYourOrder');
  if (!isReviewable(order)) throw new ReviewRefusedError('cancelledOrder');
  if (mustBeDelivered && order.status !== 'delivered') throw new ReviewRefusedError('orderNotDelivered');
  if (reviewedOrderIds.has(orderId)) throw new ReviewRefusedError('alreadyReviewed');
  return orderId;
}

/** The newest of the resident's orders of the vendor that a review could still rate, if any. */
export function findReviewableOrder(
  orders: readonly ResidentVendorOrder[],
  reviewedOrderIds: ReadonlySet<number>,
): number | null {
  const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return newestFirst.find((order) => isReviewable(order) && !reviewedOrderIds.has(order.id))?.id ?? null;
}

/** How a review names its author: first name and the last name's initial ('Asha R.'), and 'AR'. */
export function reviewerName(person: { firstName: string; lastName: string }): {
  userName: string;
  userInitials: string;
} {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  const userName = [first, last ? `${last[0]!.toUpperCase()}.` : ''].filter(Boolean).join(' ') || 'Resident';
  const userInitials = `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase() || 'R';
  return { userName, userInitials };
}
