import type { CartLine } from '@marketplace/contracts';

/*
 * The cart's part of the contract (packages/contracts/src/cart.ts), restated without zod: the cart
 * provider is mounted at the root, so whatever it imports is on every first load, the landing's
 * included, and the contract's module defines its zod schema as it loads (issue 10, budgets).
 * cart-contract.test.ts holds each copy to the contract's value and the guard to CartLineSchema.
 */

/** Spec 3: the cart is kept per user in browser storage under two keys, its items and its owner's id. */
export const CART_STORAGE_KEYS = { items: 'cart', owner: 'cartUserId' } as const;

/** One line never holds more than an order line may (ORDER_ITEM_MAX_QUANTITY). */
export const CART_LINE_MAX_QUANTITY = 99;

/** Spec 5, Add to cart: the three refusals, word for word. */
export const ADD_TO_CART_MESSAGES = {
  vendorClosed: 'Sorry, this restaurant is currently closed and not accepting orders.',
  itemUnavailable: (item: string) => `Sorry, "${item}" is currently unavailable.`,
  otherVendor: (restaurant: string, vendor: string) =>
    `Your cart contains items from ${restaurant}. Do you want to clear it and add items from ${vendor}?`,
} as const;

/** The confirm dialog around ADD_TO_CART_MESSAGES.otherVendor; the spec words only its question. */
export const REPLACE_CART_DIALOG_TEXTS = {
  title: 'Start a new cart?',
  confirm: 'Clear Cart and Add',
  cancel: 'Keep Current Cart',
} as const;

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/** One stored line as CartLineSchema reads it (unknown keys dropped), or null when it does not fit. */
function cartLineOf(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  const { id, itemId, name, price, quantity, restaurantId, restaurantName } = line;
  const { category, businessCategory, businessCategoryId, description, externalMenuId } = line;
  if (!isInteger(id) || !(itemId === null || isInteger(itemId)) || !isString(name)) return null;
  if (!isNumber(price) || price < 0) return null;
  if (!isInteger(quantity) || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) return null;
  if (!isInteger(restaurantId) || !isString(restaurantName)) return null;
  if (!isString(category) || !isString(businessCategory)) return null;
  if (!isNullableString(description) || !isNullableString(externalMenuId)) return null;
  if (businessCategoryId !== undefined && !isInteger(businessCategoryId)) return null;
  return {
    id,
    itemId,
    name,
    price,
    quantity,
    restaurantId,
    restaurantName,
    category,
    businessCategory,
    ...(businessCategoryId === undefined ? {} : { businessCategoryId }),
    description,
    externalMenuId,
  };
}

/**
 * A stored cart as `CartLineSchema.array()` reads it: the lines, or null when the value is not an
 * array of lines (one bad line refuses the whole cart, as the schema does).
 */
export function parseCartLines(value: unknown): CartLine[] | null {
  if (!Array.isArray(value)) return null;
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = cartLineOf(item);
    if (line === null) return null;
    lines.push(line);
  }
  return lines;
}
