import type { CartLine } from '@marketplace/contracts';
import { CART_LINE_MAX_QUANTITY } from './cart-contract';

/**
 * Customer spec 4, Cart: the cart's rules as a reducer. Lines are in the order they were first
 * added; every line comes from one vendor (see checkAddToCart).
 */
export type CartAction =
  | { type: 'add'; line: Omit<CartLine, 'quantity'>; quantity?: number }
  | { type: 'remove'; id: number }
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'clear' }
  | { type: 'replace'; lines: readonly CartLine[] };

const capped = (quantity: number) => Math.min(quantity, CART_LINE_MAX_QUANTITY);

export function cartReducer(lines: readonly CartLine[], action: CartAction): readonly CartLine[] {
  switch (action.type) {
    case 'add': {
      // Spec 4: adding an existing item adds its quantity (default 1).
      const quantity = Math.floor(action.quantity ?? 1);
      if (quantity < 1) return lines;
      const existing = lines.find((line) => line.id === action.line.id);
      if (existing === undefined) return [...lines, { ...action.line, quantity: capped(quantity) }];
      return lines.map((line) =>
        line.id === action.line.id ? { ...line, quantity: capped(line.quantity + quantity) } : line,
      );
    }
    case 'remove': {
      // Spec 4: removing decreases by one and drops the line at 1 or less.
      const existing = lines.find((line) => line.id === action.id);
      if (existing === undefined) return lines;
      if (existing.quantity <= 1) return lines.filter((line) => line.id !== action.id);
      return lines.map((line) => (line.id === action.id ? { ...line, quantity: line.quantity - 1 } : line));
    }
    case 'setQuantity': {
      // Spec 4: setting 0 or below removes the line.
      if (action.quantity <= 0) return lines.filter((line) => line.id !== action.id);
      const quantity = capped(Math.floor(action.quantity));
      return lines.map((line) => (line.id === action.id ? { ...line, quantity } : line));
    }
    case 'clear':
      return [];
    case 'replace':
      return action.lines;
  }
}

/** The number of items in the cart, as the cart buttons show it. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** Spec 4: the cart's vendor is the first line's; an empty cart has none. */
export function cartVendorOf(lines: readonly CartLine[]): { id: number; name: string } | null {
  const first = lines[0];
  return first === undefined ? null : { id: first.restaurantId, name: first.restaurantName };
}

export type AddToCartCheck =
  | { outcome: 'ok' }
  | { outcome: 'vendor-closed' }
  | { outcome: 'item-unavailable' }
  /** The cart holds another vendor's items: the resident is asked whether to clear it first. */
  | { outcome: 'other-vendor'; cartVendorName: string };

/**
 * Spec 4 and 5: whether an item may go into the cart. A closed vendor refuses first, then an
 * unavailable item; a cart holding another vendor's items (by the first line's restaurant id) asks.
 */
export function checkAddToCart(
  lines: readonly CartLine[],
  vendor: { id: number; isOpen: boolean },
  item: { isAvailable: boolean },
): AddToCartCheck {
  if (!vendor.isOpen) return { outcome: 'vendor-closed' };
  if (!item.isAvailable) return { outcome: 'item-unavailable' };
  const cartVendor = cartVendorOf(lines);
  if (cartVendor !== null && cartVendor.id !== vendor.id) {
    return { outcome: 'other-vendor', cartVendorName: cartVendor.name };
  }
  return { outcome: 'ok' };
}
