import { computeBill, ORDER_MESSAGES, type OrderContext, type PlaceOrderItem } from '@marketplace/contracts';
import { OrderRejectedError } from './errors';
import { assertCartTotalMatches, priceOrderLines } from './order-pricing';

const context = (overrides: Partial<OrderContext['vendor']> = {}): OrderContext => ({
  vendor: {
    id: 7,
    name: 'Punjab Da Dhaba',
    address: '80 Feet Road',
    categoryId: 1,
    categoryName: 'Food & Restaurants',
    isOpen: true,
    takesOrders: true,
    isExternalSource: true,
    externalId: 'SRV-101',
    communityIds: [1],
    ...overrides,
  },
  menu: [
    {
      id: 70,
      name: 'Paneer Tikka',
      pricePaise: 24_900,
      isAvailable: true,
      externalMenuId: 'SR-101',
      category: 'starter',
    },
    {
      id: 71,
      name: 'Butter Naan',
      pricePaise: 5_900,
      isAvailable: true,
      externalMenuId: 'SR-106',
      category: 'veg',
    },
    {
      id: 72,
      name: 'Sarson Da Saag',
      pricePaise: 26_900,
      isAvailable: false,
      externalMenuId: 'SR-105',
      category: 'veg',
    },
  ],
  billing: null,
  partner: { orderCreate: null, orderStatus: null, orderUpdate: null },
  customerSupportNumber: null,
});

const item = (overrides: Partial<PlaceOrderItem>): PlaceOrderItem => ({
  name: 'Paneer Tikka',
  quantity: 1,
  price: 1,
  ...overrides,
});

function rejection(run: () => unknown): OrderRejectedError {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderRejectedError) return error;
    throw error;
  }
  throw new Error('expected the order to be rejected');
}

describe('priceOrderLines', () => {
  it("charges the menu's price, and the cart's must be it to the paisa", () => {
    const [line] = priceOrderLines(context(), [item({ menuItemId: 70, price: 249, quantity: 2 })]);
    expect(line).toEqual({
      menuItemId: 70,
      externalMenuId: 'SR-101',
      name: 'Paneer Tikka',
      pricePaise: 24_900,
      quantity: 2,
    });
  });

  it('refuses a line priced before a price change, however small the change (issue 25)', () => {
    const error = rejection(() => priceOrderLines(context(), [item({ menuItemId: 70, price: 248.5 })]));
    expect(error.reason).toBe('prices_changed');
    expect(error.message).toBe(ORDER_MESSAGES.pricesChanged);
  });

  it('finds items by externalMenuId, by our id (itemId or menuItemId), or by name', () => {
    const lines = priceOrderLines(context(), [
      item({ name: 'naan', externalMenuId: 'SR-106', price: 59 }),
      item({ name: 'x', itemId: 70, price: 249 }),
      item({ name: ' butter NAAN ', price: 59 }),
    ]);
    // Both naans are one line (issue 27).
    expect(lines.map((line) => [line.menuItemId, line.quantity])).toEqual([
      [71, 2],
      [70, 1],
    ]);
  });

  it('merges the lines of one item and refuses more of it than a line may hold', () => {
    const naan = (quantity: number) => item({ name: 'Butter Naan', price: 59, quantity });
    expect(priceOrderLines(context(), [naan(60), naan(39)]).map((line) => line.quantity)).toEqual([99]);
    const error = rejection(() => priceOrderLines(context(), [naan(60), naan(40)]));
    expect(error.reason).toBe('item_quantity_too_high');
    expect(error.message).toBe(ORDER_MESSAGES.itemQuantityTooHigh('Butter Naan'));
  });

  it("refuses a closed vendor with the spec's text", () => {
    const error = rejection(() => priceOrderLines(context({ isOpen: false }), [item({ menuItemId: 70 })]));
    expect(error.reason).toBe('restaurant_closed');
    expect(error.message).toBe('Sorry, this restaurant is currently closed. Please try again later.');
  });

  it('refuses a vendor whose category the back-office hid or made not orderable, open or not', () => {
    const error = rejection(() =>
      priceOrderLines(context({ takesOrders: false, isOpen: false }), [item({ menuItemId: 70 })]),
    );
    expect(error.reason).toBe('not_taking_orders');
    expect(error.message).toBe(ORDER_MESSAGES.notTakingOrders);
  });

  it('refuses an item that is not on the menu', () => {
    const error = rejection(() => priceOrderLines(context(), [item({ name: 'Pizza', menuItemId: 999 })]));
    expect(error.reason).toBe('item_not_on_menu');
    expect(error.message).toContain('Pizza');
  });

  it("refuses an unavailable item with the spec's text and the menu's name", () => {
    const error = rejection(() =>
      priceOrderLines(context(), [item({ name: 'saag', externalMenuId: 'SR-105' })]),
    );
    expect(error.reason).toBe('item_unavailable');
    expect(error.message).toBe('Sorry, "Sarson Da Saag" is currently unavailable.');
  });
});

describe('assertCartTotalMatches', () => {
  const bill = computeBill([{ pricePaise: 24_900, quantity: 2 }], null);

  it('accepts a cart total within one rupee of the bill (rounding)', () => {
    expect(() => assertCartTotalMatches(498, bill)).not.toThrow();
    expect(() => assertCartTotalMatches(499, bill)).not.toThrow();
    expect(() => assertCartTotalMatches(497, bill)).not.toThrow();
  });

  it("refuses a cart total further off with the spec's text", () => {
    const error = rejection(() => assertCartTotalMatches(499.01, bill));
    expect(error.reason).toBe('prices_changed');
    expect(error.message).toBe('Prices have changed. Please review your cart and try again.');
  });
});
