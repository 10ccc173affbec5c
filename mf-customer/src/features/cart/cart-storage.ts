import type { CartLine } from '@marketplace/contracts';
import { CART_STORAGE_KEYS, parseCartLines } from './cart-contract';

/** The part of the Web Storage API the cart uses, so tests can hand in a map. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const report = (what: string, error: unknown) => console.error(`Cart ${what} failed`, error);

/**
 * Customer spec 3 and 4: the cart as saved for the signed-in resident. The same owner gets their
 * cart back; a cart without a recorded owner becomes this resident's; another resident's cart is
 * cleared. Without a signed-in resident nothing is read. Storage errors (and a cart that no longer
 * parses) are only logged (spec 8): the resident starts with an empty cart.
 */
export function loadCart(storage: CartStorage, userId: number | null): CartLine[] {
  if (userId === null) return [];
  try {
    const owner = storage.getItem(CART_STORAGE_KEYS.owner);
    if (owner !== null && owner !== String(userId)) {
      storage.removeItem(CART_STORAGE_KEYS.items);
      storage.setItem(CART_STORAGE_KEYS.owner, String(userId));
      return [];
    }
    if (owner === null) storage.setItem(CART_STORAGE_KEYS.owner, String(userId));
    const saved = storage.getItem(CART_STORAGE_KEYS.items);
    if (saved === null) return [];
    const lines = parseCartLines(JSON.parse(saved));
    if (lines === null) {
      report('load', new Error('The saved cart does not match the cart line contract'));
      return [];
    }
    return lines;
  } catch (error) {
    report('load', error);
    return [];
  }
}

/** Saves the lines as the signed-in resident's cart; without a resident nothing is written. */
export function saveCart(storage: CartStorage, userId: number | null, lines: readonly CartLine[]): void {
  if (userId === null) return;
  try {
    storage.setItem(CART_STORAGE_KEYS.items, JSON.stringify(lines));
    storage.setItem(CART_STORAGE_KEYS.owner, String(userId));
  } catch (error) {
    report('save', error);
  }
}
