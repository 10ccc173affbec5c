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
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_WORDS: ReadonlySet<string> = new Set(ORDER_STATUSES);

/** Whether a word is one of our statuses as it is (no normalisation). */
export function isOrderStatus(word: string): word is OrderStatus {
  return STATUS_WORDS.has(word);
}

/** Older partner lists still send `confirmed`; it means `accepted`. */
export const LEGACY_STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = { confirmed: 'accepted' };

/** Normalises a partner's status word to ours, or undefined when it is not one we know. */
export function parseOrderStatus(raw: string): OrderStatus | undefined {
  const word = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (isOrderStatus(word)) return word;
  // Own keys only: a partner's 'constructor' is not a status.
  return Object.hasOwn(LEGACY_STATUS_ALIASES, word) ? LEGACY_STATUS_ALIASES[word] : undefined;
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
