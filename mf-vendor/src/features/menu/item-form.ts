import { z } from 'zod';
import {
  MenuItemCreateRequestSchema,
  MenuItemUpdateRequestSchema,
  PARTNER_MENU_ITEM_CATEGORIES,
  STORE_MESSAGES,
  type StoreMenuItem,
} from '@marketplace/contracts';
import { amountOf } from '../store/profile-form';

/**
 * The menu item form: its values as typed, the body of the POST (a new item) or of the PATCH (the
 * changed fields of an item), each checked with the contract's schema so every STORE_MESSAGES text
 * shows under its field.
 */
export interface ItemValues {
  name: string;
  description: string;
  /** Rupees as typed. */
  price: string;
  category: StoreMenuItem['category'] | null;
  isVeg: boolean | null;
  isAvailable: boolean;
}

const ItemValuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  category: z.enum(PARTNER_MENU_ITEM_CATEGORIES).nullable(),
  isVeg: z.boolean().nullable(),
  isAvailable: z.boolean(),
});

/** A price as the form shows it: '120', '99.50'. */
export function priceText(rupees: number): string {
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

export function itemValuesOf(item: StoreMenuItem | null): ItemValues {
  if (item === null) {
    return { name: '', description: '', price: '', category: null, isVeg: null, isAvailable: true };
  }
  return {
    name: item.name,
    description: item.description ?? '',
    price: priceText(item.price),
    category: item.category,
    isVeg: item.isVeg,
    isAvailable: item.isAvailable,
  };
}

const descriptionOf = (typed: string) => (typed.trim() === '' ? null : typed);

/** POST /api/vendor/stores/{id}/menu-items's body for the values, before the schema checks it. */
export function newItemBody(values: ItemValues): Record<string, unknown> {
  return {
    name: values.name,
    description: descriptionOf(values.description),
    price: amountOf(values.price),
    category: values.category,
    isVeg: values.isVeg,
    isAvailable: values.isAvailable,
  };
}

/** The fields that differ from the item as saved, as PATCH /api/vendor/menu-items/{id} names them. */
export function itemChanges(item: StoreMenuItem, values: ItemValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.name.trim() !== item.name) changes.name = values.name;
  const description = descriptionOf(values.description);
  if ((description?.trim() ?? null) !== item.description) changes.description = description;
  const price = amountOf(values.price);
  if (price !== item.price) changes.price = price;
  if (values.category !== item.category) changes.category = values.category;
  if (values.isVeg !== item.isVeg) changes.isVeg = values.isVeg;
  if (values.isAvailable !== item.isAvailable) changes.isAvailable = values.isAvailable;
  return changes;
}

export function newItemSchema() {
  return ItemValuesSchema.transform(newItemBody).pipe(MenuItemCreateRequestSchema);
}

export function editItemSchema(item: StoreMenuItem) {
  return ItemValuesSchema.transform((values) => itemChanges(item, values)).pipe(MenuItemUpdateRequestSchema);
}

type ItemField = keyof ItemValues;

const FIELD_OF_MESSAGE: ReadonlyArray<[string, ItemField]> = [
  [STORE_MESSAGES.itemNameRequired, 'name'],
  [STORE_MESSAGES.itemNameTooLong, 'name'],
  [STORE_MESSAGES.itemDescriptionTooLong, 'description'],
  [STORE_MESSAGES.priceRequired, 'price'],
  [STORE_MESSAGES.priceNegative, 'price'],
  [STORE_MESSAGES.priceTooHigh, 'price'],
  [STORE_MESSAGES.priceDecimals, 'price'],
  [STORE_MESSAGES.itemCategoryRequired, 'category'],
  [STORE_MESSAGES.vegRequired, 'isVeg'],
];

// STORE_MESSAGES.duplicateItemName's words around the name, whichever spelling of it the server quotes.
const [DUPLICATE_BEFORE = '', DUPLICATE_AFTER = ''] =
  STORE_MESSAGES.duplicateItemName('\u0000').split('\u0000');

/**
 * The field a refusal of the server belongs under, or null for the whole form: a name the menu has
 * already (409, STORE_MESSAGES.duplicateItemName) under the name, the contract's messages under theirs.
 */
export function fieldOfItemRefusal(status: number | undefined, message: string): ItemField | null {
  if (status === 409 && message.startsWith(DUPLICATE_BEFORE) && message.endsWith(DUPLICATE_AFTER)) {
    return 'name';
  }
  return FIELD_OF_MESSAGE.find(([known]) => known === message)?.[1] ?? null;
}
