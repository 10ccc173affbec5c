import { z } from 'zod';

/** Statuses an order moves through; `picked_up` and `out_for_delivery` both read as Delivering. */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Older partner lists still send `confirmed`; it means `accepted`. */
export const LEGACY_STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = { confirmed: 'accepted' };

/** Statuses shown in the back-office reports and filters (admin spec 4). */
export const REPORTED_ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** Customer spec 4: progress percent per status; unknown falls back to pending. */
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

/** Admin spec: status timeline step titles. */
export const ORDER_TIMELINE_LABELS: Readonly<Record<(typeof REPORTED_ORDER_STATUSES)[number], string>> = {
  pending: 'Order Placed',
  accepted: 'Order Accepted',
  preparing: 'Preparing',
  ready: 'Ready for Pickup/Delivery',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Normalises a partner's status word to ours, or undefined when it is not one we know. */
export function parseOrderStatus(raw: string): OrderStatus | undefined {
  const word = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const parsed = OrderStatusSchema.safeParse(word);
  if (parsed.success) return parsed.data;
  return LEGACY_STATUS_ALIASES[word];
}

const FORWARD_ORDER: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
  'delivered',
];

/** Rank along the happy path; a terminal status never moves again. */
export function isTerminalStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/**
 * Whether an order may move from `from` to `to`. Partners may skip steps but never go back,
 * and nothing leaves delivered or cancelled.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || isTerminalStatus(from)) return false;
  if (to === 'cancelled') return true;
  return FORWARD_ORDER.indexOf(to) > FORWARD_ORDER.indexOf(from);
}
