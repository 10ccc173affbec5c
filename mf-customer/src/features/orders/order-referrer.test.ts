import { ORDER_DETAILS_REFERRER_STORAGE_KEY } from '@marketplace/contracts';
import { detailsBackTarget, forgetDetailsReferrer, orderIdParam, saveHomeReferrer } from './order-referrer';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('order details back target', () => {
  it('goes home after the home card opened it, and back to the history once forgotten', () => {
    const storage = memoryStorage();
    saveHomeReferrer(storage);
    expect(storage.values.get(ORDER_DETAILS_REFERRER_STORAGE_KEY)).toBe('home');
    expect(detailsBackTarget(storage)).toBe('/customer');
    forgetDetailsReferrer(storage);
    expect(detailsBackTarget(storage)).toBe('/customer/order-history');
  });

  it('goes to the order history without a saved referrer, an unknown one or any storage', () => {
    const storage = memoryStorage();
    expect(detailsBackTarget(storage)).toBe('/customer/order-history');
    storage.setItem(ORDER_DETAILS_REFERRER_STORAGE_KEY, 'elsewhere');
    expect(detailsBackTarget(storage)).toBe('/customer/order-history');
    expect(detailsBackTarget(null)).toBe('/customer/order-history');
  });

  it('survives storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => saveHomeReferrer(refusing)).not.toThrow();
    expect(detailsBackTarget(refusing)).toBe('/customer/order-history');
    expect(() => forgetDetailsReferrer(refusing)).not.toThrow();
  });
});

describe('order id of the route', () => {
  it('is a positive whole number or nothing', () => {
    expect(orderIdParam('42')).toBe(42);
    expect(orderIdParam(undefined)).toBeNull();
    expect(orderIdParam('')).toBeNull();
    expect(orderIdParam('0')).toBeNull();
    expect(orderIdParam('-3')).toBeNull();
    expect(orderIdParam('4.5')).toBeNull();
    expect(orderIdParam('abc')).toBeNull();
    expect(orderIdParam('99999999999999999999')).toBeNull();
  });
});
