import { STORE_MESSAGES, type StoreMenuItem } from '@marketplace/contracts';
import {
  editItemSchema,
  fieldOfItemRefusal,
  itemChanges,
  itemValuesOf,
  newItemSchema,
  priceText,
} from './item-form';

const DOSA: StoreMenuItem = {
  id: 7,
  storeId: 3,
  name: 'Masala Dosa',
  description: 'With chutney and sambar',
  price: 80,
  category: 'main_course',
  isVeg: true,
  isAvailable: true,
  updatedAt: '2026-11-28T10:00:00Z',
};

const errorsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | undefined) => {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('adding a menu item', () => {
  it('sends the item with its price in rupees and no description as null', () => {
    const result = newItemSchema().safeParse({
      ...itemValuesOf(null),
      name: ' Rava Idli ',
      price: '45.50',
      category: 'main_course',
      isVeg: true,
    });
    expect(result.data).toEqual({
      name: 'Rava Idli',
      description: null,
      price: 45.5,
      category: 'main_course',
      isVeg: true,
      isAvailable: true,
    });
  });

  it('shows each of the contract’s messages under its field', () => {
    const result = newItemSchema().safeParse(itemValuesOf(null));
    expect(errorsOf(result.error?.issues)).toEqual({
      name: STORE_MESSAGES.itemNameRequired,
      price: STORE_MESSAGES.priceRequired,
      category: STORE_MESSAGES.itemCategoryRequired,
      isVeg: STORE_MESSAGES.vegRequired,
    });
    const priced = (price: string) =>
      errorsOf(newItemSchema().safeParse({ ...itemValuesOf(DOSA), price }).error?.issues).price;
    expect(priced('12.345')).toBe(STORE_MESSAGES.priceDecimals);
    expect(priced('100001')).toBe(STORE_MESSAGES.priceTooHigh);
    expect(priced('-3')).toBe(STORE_MESSAGES.priceNegative);
    expect(priced('')).toBe(STORE_MESSAGES.priceRequired);
  });
});

describe('editing a menu item', () => {
  it('starts from the item as saved, with nothing to send', () => {
    expect(itemValuesOf(DOSA)).toEqual({
      name: 'Masala Dosa',
      description: 'With chutney and sambar',
      price: '80',
      category: 'main_course',
      isVeg: true,
      isAvailable: true,
    });
    expect(itemChanges(DOSA, itemValuesOf(DOSA))).toEqual({});
    expect(priceText(99.5)).toBe('99.50');
  });

  it('sends only the fields that changed', () => {
    const result = editItemSchema(DOSA).safeParse({
      ...itemValuesOf(DOSA),
      description: '',
      price: '85',
      isAvailable: false,
    });
    expect(result.data).toEqual({ description: null, price: 85, isAvailable: false });
  });
});

describe("the server's refusal of an item", () => {
  it('shows a name the menu has already under the name', () => {
    expect(fieldOfItemRefusal(409, STORE_MESSAGES.duplicateItemName('masala dosa'))).toBe('name');
  });

  it('shows the contract’s messages under their fields and any other over the form', () => {
    expect(fieldOfItemRefusal(400, STORE_MESSAGES.priceDecimals)).toBe('price');
    expect(fieldOfItemRefusal(409, STORE_MESSAGES.tooManyItems)).toBeNull();
    expect(fieldOfItemRefusal(403, STORE_MESSAGES.ownerOnly)).toBeNull();
  });
});
