import {
  ACTIVE_ORDER_STORAGE_KEY,
  activeOrderItemCount,
  isActiveOrder,
  parseActiveOrder,
  readActiveOrder,
  writeActiveOrder,
  type ActiveOrder,
} from './checkout';
import { ORDER_STATUSES } from './order-status';

const order: ActiveOrder = {
  id: 42,
  vendor: 'Dosa Corner',
  status: 'pending',
  items: [
    { name: 'Masala Dosa', quantity: 2 },
    { name: 'Filter Coffee', quantity: 1 },
  ],
  total: 236.5,
};

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

describe('the browser-saved active order', () => {
  it('accepts an order in every status the order service knows', () => {
    for (const status of ORDER_STATUSES)
      expect(parseActiveOrder({ ...order, status })).toEqual({ ...order, status });
  });

  it('refuses what the home card could not show', () => {
    const refused: unknown[] = [
      null,
      [],
      'order',
      { ...order, id: 0 },
      { ...order, id: '42' },
      { ...order, vendor: 7 },
      { ...order, status: 'teleported' },
      { ...order, total: -1 },
      { ...order, total: Number.NaN },
      { ...order, items: 'Masala Dosa' },
      { ...order, items: [{ name: 'Masala Dosa', quantity: 0 }] },
      { ...order, items: [{ quantity: 1 }] },
    ];
    for (const value of refused) {
      expect(parseActiveOrder(value)).toBeNull();
      expect(isActiveOrder(value)).toBe(false);
    }
  });

  it('drops keys it does not know', () => {
    expect(
      parseActiveOrder({ ...order, secret: 'x', items: [{ name: 'Tea', quantity: 1, price: 20 }] }),
    ).toEqual({
      ...order,
      items: [{ name: 'Tea', quantity: 1 }],
    });
  });

  it('counts items by their quantities', () => {
    expect(activeOrderItemCount(order)).toBe(3);
  });

  it('round-trips through storage under its key, and reads a damaged entry as none', () => {
    const storage = new MemoryStorage();
    expect(readActiveOrder(storage)).toBeNull();
    writeActiveOrder(storage, order);
    expect(JSON.parse(storage.getItem(ACTIVE_ORDER_STORAGE_KEY)!)).toEqual(order);
    expect(readActiveOrder(storage)).toEqual(order);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.setItem(ACTIVE_ORDER_STORAGE_KEY, '{not json');
    expect(readActiveOrder(storage)).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
