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

/**
 * Only a delivered order has been received, so only it can be rated; delivered is final (nothing
 * moves an order on from it, contracts' canTransition), so a review once accepted never rates an
 * order that is later cancelled (issue 27).
 */
const isReviewable = (order: ResidentVendorOrder) => order.status === 'delivered';

/**
 * Which order a new review rates: one delivered order of the resident's from this vendor that no
 * review rates yet, so every review stands for a delivered order and one order moves a vendor's
 * rating once. Naming one: it must be the resident's own order of this vendor, delivered and not
 * reviewed. Naming none: the newest such order is the one rated (what the eligibility offers).
 * `orders` are the resident's orders of the vendor; `reviewedOrderIds` those already reviewed.
 */
export function decideReviewedOrder(
  orders: readonly ResidentVendorOrder[],
  orderId: number | null,
  reviewedOrderIds: ReadonlySet<number>,
): number {
  if (orderId === null) {
    const newest = findReviewableOrder(orders, reviewedOrderIds);
    if (newest !== null) return newest;
    if (orders.some(isReviewable)) throw new ReviewRefusedError('alreadyReviewed');
    if (orders.some((order) => order.status !== 'cancelled'))
      throw new ReviewRefusedError('orderNotDelivered');
    throw new ReviewRefusedError('noOrderFromVendor');
  }
  const order = orders.find((candidate) => candidate.id === orderId);
  if (!order) throw new ReviewRefusedError('notYourOrder');
  if (order.status === 'cancelled') throw new ReviewRefusedError('cancelledOrder');
  if (!isReviewable(order)) throw new ReviewRefusedError('orderNotDelivered');
  if (reviewedOrderIds.has(orderId)) throw new ReviewRefusedError('alreadyReviewed');
  return orderId;
}

/** The newest of the resident's delivered orders of the vendor that no review rates yet, if any. */
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
