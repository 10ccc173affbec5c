import { CART_STORAGE_KEYS, type CartLine } from '@marketplace/contracts';
import { loadCart, saveCart, type CartStorage } from './cart-storage';

const LINE: CartLine = {
  id: 1,
  itemId: 1,
  name: 'Veg Meals',
  price: 140,
  quantity: 2,
  restaurantId: 7,
  restaurantName: 'Annapoorna Mess',
  category: 'main_course',
  businessCategory: 'Food & Restaurants',
  description: 'Rice, sambar, rasam',
  externalMenuId: null,
};

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const saved = (owner: string | null, lines: unknown = [LINE]) =>
  memoryStorage({
    [CART_STORAGE_KEYS.items]: JSON.stringify(lines),
    ...(owner === null ? {} : { [CART_STORAGE_KEYS.owner]: owner }),
  });

describe('cart storage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('gives the same resident their cart back', () => {
    expect(loadCart(saved('42'), 42)).toEqual([LINE]);
  });

  it("clears another resident's cart and records the new owner", () => {
    const storage = saved('41');
    expect(loadCart(storage, 42)).toEqual([]);
    expect(storage.data.has(CART_STORAGE_KEYS.items)).toBe(false);
    expect(storage.data.get(CART_STORAGE_KEYS.owner)).toBe('42');
  });

  it('gives a cart without a recorded owner to the current resident', () => {
    const storage = saved(null);
    expect(loadCart(storage, 42)).toEqual([LINE]);
    expect(storage.data.get(CART_STORAGE_KEYS.owner)).toBe('42');
  });

  it('reads nothing without a signed-in resident', () => {
    const storage = saved('42');
    const getItem = jest.spyOn(storage, 'getItem');
    expect(loadCart(storage, null)).toEqual([]);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('writes nothing without a signed-in resident', () => {
    const storage = memoryStorage();
    saveCart(storage, null, [LINE]);
    expect(storage.data.size).toBe(0);
  });

  it('saves the lines under the items key and the resident under the owner key', () => {
    const storage = memoryStorage();
    saveCart(storage, 42, [LINE]);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEYS.items)!)).toEqual([LINE]);
    expect(storage.data.get(CART_STORAGE_KEYS.owner)).toBe('42');
    expect(loadCart(storage, 42)).toEqual([LINE]);
  });

  it('starts empty, and only logs, when the saved cart is unreadable', () => {
    expect(loadCart(memoryStorage({ [CART_STORAGE_KEYS.items]: '{not json' }), 42)).toEqual([]);
    expect(loadCart(saved('42', [{ name: 'no id' }]), 42)).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('only logs when storage throws', () => {
    const broken: CartStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(loadCart(broken, 42)).toEqual([]);
    expect(() => saveCart(broken, 42, [LINE])).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
