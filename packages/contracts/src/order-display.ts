import { isOrderStatus, parseOrderStatus, type OrderStatus } from './order-status';

/**
 * How an order's status reads on the resident's screens (customer spec 4) and in the back-office
 * (admin spec 4). One table per use, so the cart, history, tracking, home card and reports agree.
 */

/** Statuses the back-office reports count and filter by (admin spec 4). */
export const REPORTED_ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type ReportedOrderStatus = (typeof REPORTED_ORDER_STATUSES)[number];

/** Customer spec 4: progress percent per status; an unknown status counts as pending. */
export const ORDER_PROGRESS_PERCENT: Readonly<Record<OrderStatus, number>> = {
  pending: 20,
  accepted: 40,
  preparing: 60,
  ready: 70,
  picked_up: 85,
  out_for_delivery: 85,
  delivered: 100,
  cancelled: 0,
};

/** Customer spec 4: the status badge of history, details and tracking. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Received/Placed',
  accepted: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  picked_up: 'Delivering',
  out_for_delivery: 'Delivering',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Customer spec 4, Home: the active-order card's four labels. */
export const HOME_ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Confirmed',
  accepted: 'Order Confirmed',
  preparing: 'Being Prepared',
  ready: 'Being Prepared',
  picked_up: 'Out for Delivery',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Admin spec 4: the order details dialog's status timeline step titles. */
export const ORDER_TIMELINE_LABELS: Readonly<Record<ReportedOrderStatus, string>> = {
  pending: 'Order Placed',
  accepted: 'Order Accepted',
  preparing: 'Preparing',
  ready: 'Ready for Pickup/Delivery',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Customer spec 4: a status the app does not know (an older or newer server's) reads as pending. */
export function knownStatusOrPending(status: string): OrderStatus {
  return isOrderStatus(status) ? status : 'pending';
}

/** Customer spec 4: the percent the tracking bar shows. */
export function orderProgressPercent(status: string): number {
  return ORDER_PROGRESS_PERCENT[knownStatusOrPending(status)];
}

/**
 * Customer spec 4: "the displayed status is the external status when present, else status". A
 * partner's word that is one of our statuses ('delivered', 'OUT_FOR_DELIVERY') reads as our label;
 * only a word of its own ('Packed') is shown as the partner wrote it.
 */
export function displayedOrderStatus(order: { status: string; externalStatus: string | null }): string {
  const external = order.externalStatus?.trim();
  if (!external) return ORDER_STATUS_LABELS[knownStatusOrPending(order.status)];
  const known = parseOrderStatus(external);
  return known ? ORDER_STATUS_LABELS[known] : external;
}

/** Customer spec 9 (FAQ): an order can be cancelled within 5 minutes of placement. */
export const ORDER_CANCEL_WINDOW_MS = 5 * 60 * 1000;

/** Statuses in which the resident may still cancel: the vendor has not started on the order. */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'accepted'] as const satisfies readonly OrderStatus[];

/** Milliseconds left to cancel the order at `now`; 0 when it can no longer be cancelled. */
export function cancelTimeLeftMs(order: { status: string; createdAt: string | Date }, now: Date): number {
  if (!(CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return 0;
  const placedAt = new Date(order.createdAt).getTime();
  return Math.max(0, placedAt + ORDER_CANCEL_WINDOW_MS - now.getTime());
}

/** Customer spec 9: polling intervals of the order screens. */
export const ORDER_TRACKING_POLL_MS = 10_000;
export const ORDER_STATUS_POLL_MS = 5 * 60 * 1000;

/** Customer spec 9: the fixed delivery estimate the cart, checkout and confirmation show. */
export const DELIVERY_ESTIMATE_TEXT = '15-20 min';
export const DELIVERY_ESTIMATE_MINUTES_TEXT = '15-20 minutes';
