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
