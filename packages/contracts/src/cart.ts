import { z } from 'zod';
import { ORDER_ITEM_MAX_QUANTITY } from './customer-orders';

/**
 * Customer spec 3, Cart line, and spec 4, Cart: what the resident's cart holds in the browser. The
 * order call (POST /api/orders) is built from these lines, so the app and the order screens share
 * one shape.
 */
export const CartLineSchema = z.object({
  /** Spec 3: derived from the vendor id and the partner's menu id, or a checksum of the name. */
  id: z.number().int(),
  /** Our menu item id, which the order call prefers; null for a line that did not come from a menu. */
  itemId: z.number().int().nullable(),
  name: z.string(),
  /** Rupees, as the menu showed it. */
  price: z.number().nonnegative(),
  quantity: z.number().int().min(1).max(ORDER_ITEM_MAX_QUANTITY),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  /** The menu item's category (veg, dessert, ...). */
  category: z.string(),
  /** The vendor's business category ('Food & Restaurants', ...), which chooses the billing category. */
  businessCategory: z.string(),
  /** The vendor's category id, which bills a category the spec's table does not name; absent in carts stored before. */
  businessCategoryId: z.number().int().optional(),
  description: z.string().nullable(),
  externalMenuId: z.string().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** Spec 3: the cart is kept per user in browser storage under two keys, its items and its owner's id. */
export const CART_STORAGE_KEYS = { items: 'cart', owner: 'cartUserId' } as const;

/** One line never holds more than an order line may (POST /api/orders refuses more). */
export const CART_LINE_MAX_QUANTITY = ORDER_ITEM_MAX_QUANTITY;

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
