import type { CartLine } from '@marketplace/contracts';
import { cartItemCount, cartReducer, cartVendorOf, checkAddToCart } from './cart-state';

const line = (id: number, overrides: Partial<CartLine> = {}): Omit<CartLine, 'quantity'> => ({
  id,
  itemId: id,
  name: `Item ${id}`,
  price: 100,
  restaurantId: 7,
  restaurantName: 'Annapoorna Mess',
  category: 'veg',
  businessCategory: 'Food & Restaurants',
  description: null,
  externalMenuId: null,
  ...overrides,
});
const withQuantity = (id: number, quantity: number): CartLine => ({ ...line(id), quantity });

describe('cart reducer', () => {
  it('adds a new item with quantity 1 by default', () => {
    expect(cartReducer([], { type: 'add', line: line(1) })).toEqual([withQuantity(1, 1)]);
  });

  it('adds the given quantity to an item already in the cart', () => {
    const lines = cartReducer([withQuantity(1, 2)], { type: 'add', line: line(1), quantity: 3 });
    expect(lines).toEqual([withQuantity(1, 5)]);
  });

  it('keeps lines in the order they were first added', () => {
    let lines = cartReducer([], { type: 'add', line: line(1) });
    lines = cartReducer(lines, { type: 'add', line: line(2) });
    lines = cartReducer(lines, { type: 'add', line: line(1) });
    expect(lines.map((entry) => [entry.id, entry.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('never holds more of one item than an order line may', () => {
    expect(cartReducer([withQuantity(1, 98)], { type: 'add', line: line(1), quantity: 5 })).toEqual([
      withQuantity(1, 99),
    ]);
  });

  it('ignores adding nothing', () => {
    expect(cartReducer([], { type: 'add', line: line(1), quantity: 0 })).toEqual([]);
  });

  it('removing decreases the quantity by one', () => {
    expect(cartReducer([withQuantity(1, 3)], { type: 'remove', id: 1 })).toEqual([withQuantity(1, 2)]);
  });

  it('removing drops a line at quantity 1 or less', () => {
    const lines = [withQuantity(1, 1), withQuantity(2, 2)];
    expect(cartReducer(lines, { type: 'remove', id: 1 })).toEqual([withQuantity(2, 2)]);
  });

  it('removing an item not in the cart changes nothing', () => {
    const lines = [withQuantity(1, 1)];
    expect(cartReducer(lines, { type: 'remove', id: 9 })).toBe(lines);
  });

  it('setting a quantity replaces it; 0 or below removes the line', () => {
    const lines = [withQuantity(1, 1), withQuantity(2, 2)];
    expect(cartReducer(lines, { type: 'setQuantity', id: 2, quantity: 5 })).toEqual([
      withQuantity(1, 1),
      withQuantity(2, 5),
    ]);
    expect(cartReducer(lines, { type: 'setQuantity', id: 2, quantity: 0 })).toEqual([withQuantity(1, 1)]);
    expect(cartReducer(lines, { type: 'setQuantity', id: 1, quantity: -2 })).toEqual([withQuantity(2, 2)]);
  });

  it('clearing empties the cart', () => {
    expect(cartReducer([withQuantity(1, 1), withQuantity(2, 2)], { type: 'clear' })).toEqual([]);
  });

  it('counts every item of every line', () => {
    expect(cartItemCount([withQuantity(1, 2), withQuantity(2, 3)])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it("takes the cart's vendor from its first line", () => {
    expect(cartVendorOf([withQuantity(1, 1)])).toEqual({ id: 7, name: 'Annapoorna Mess' });
    expect(cartVendorOf([])).toBeNull();
  });
});

describe('add to cart checks', () => {
  const open = { id: 7, isOpen: true };
  const available = { isAvailable: true };

  it('lets an available item of an open vendor into an empty cart', () => {
    expect(checkAddToCart([], open, available)).toEqual({ outcome: 'ok' });
  });

  it("lets another item of the cart's own vendor in", () => {
    expect(checkAddToCart([withQuantity(1, 1)], open, available)).toEqual({ outcome: 'ok' });
  });

  it('refuses a closed vendor, before anything else', () => {
    expect(checkAddToCart([], { id: 7, isOpen: false }, { isAvailable: false })).toEqual({
      outcome: 'vendor-closed',
    });
  });

  it('refuses an unavailable item', () => {
    expect(checkAddToCart([], open, { isAvailable: false })).toEqual({ outcome: 'item-unavailable' });
  });

  it("asks before replacing another vendor's cart, naming that vendor", () => {
    const lines = [{ ...withQuantity(1, 1), restaurantId: 3, restaurantName: 'Royal Tandoor' }];
    expect(checkAddToCart(lines, open, available)).toEqual({
      outcome: 'other-vendor',
      cartVendorName: 'Royal Tandoor',
    });
  });
});
