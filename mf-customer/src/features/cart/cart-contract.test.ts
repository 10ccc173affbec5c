import * as contracts from '@marketplace/contracts';
import { CartLineSchema } from '@marketplace/contracts';
import {
  ADD_TO_CART_MESSAGES,
  CART_LINE_MAX_QUANTITY,
  CART_STORAGE_KEYS,
  REPLACE_CART_DIALOG_TEXTS,
  parseCartLines,
} from './cart-contract';

describe("the cart's copy of the contract", () => {
  it('holds the same keys, limit and texts as the contract', () => {
    expect(CART_STORAGE_KEYS).toEqual(contracts.CART_STORAGE_KEYS);
    expect(CART_LINE_MAX_QUANTITY).toBe(contracts.CART_LINE_MAX_QUANTITY);
    expect(REPLACE_CART_DIALOG_TEXTS).toEqual(contracts.REPLACE_CART_DIALOG_TEXTS);
    expect(ADD_TO_CART_MESSAGES.vendorClosed).toBe(contracts.ADD_TO_CART_MESSAGES.vendorClosed);
    expect(ADD_TO_CART_MESSAGES.itemUnavailable('Dosa')).toBe(
      contracts.ADD_TO_CART_MESSAGES.itemUnavailable('Dosa'),
    );
    expect(ADD_TO_CART_MESSAGES.otherVendor('A', 'B')).toBe(
      contracts.ADD_TO_CART_MESSAGES.otherVendor('A', 'B'),
    );
  });
});

describe('parseCartLines', () => {
  const line = {
    id: 7101,
    itemId: 3,
    name: 'Masala Dosa',
    price: 80,
    quantity: 2,
    restaurantId: 7,
    restaurantName: 'Dosa Corner',
    category: 'veg',
    businessCategory: 'Food & Restaurants',
    description: null,
    externalMenuId: '101',
  };

  it('accepts what the contract accepts, dropping the keys it does not name', () => {
    for (const value of [
      [],
      [line],
      [
        line,
        { ...line, id: 9, itemId: null, price: 0, quantity: 99, description: 'Crisp', externalMenuId: null },
      ],
      [{ ...line, extra: true }],
    ]) {
      expect(parseCartLines(value)).toEqual(CartLineSchema.array().parse(value));
    }
  });

  it('refuses what the contract refuses', () => {
    const { name: _name, ...withoutName } = line;
    for (const value of [
      null,
      {},
      'cart',
      [null],
      [[]],
      [withoutName],
      [line, { ...line, quantity: 0 }],
      [{ ...line, quantity: 100 }],
      [{ ...line, quantity: 1.5 }],
      [{ ...line, price: -1 }],
      [{ ...line, price: '80' }],
      [{ ...line, id: 2 ** 60 }],
      [{ ...line, itemId: undefined }],
      [{ ...line, description: 5 }],
      [{ ...line, businessCategory: null }],
    ]) {
      expect(parseCartLines(value)).toBeNull();
      expect(CartLineSchema.array().safeParse(value).success).toBe(false);
    }
  });
});
