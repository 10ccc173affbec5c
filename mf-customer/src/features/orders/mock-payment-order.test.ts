import { MOCK_PAYMENT_ORDERS_STORAGE_KEY } from '@marketplace/contracts';
import { mockPaymentOrder, saveMockPaymentOrder } from '../checkout/mock-payment';
import { findMockPaymentOrder } from './mock-payment-order';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the mock payment order on order details', () => {
  it('finds the fake order the mock payment saved, by its id', () => {
    const storage = memoryStorage();
    const first = mockPaymentOrder('upi', new Date('2026-11-25T10:00:00.000Z'));
    const second = mockPaymentOrder('wallet', new Date('2026-11-25T10:05:00.000Z'));
    saveMockPaymentOrder(storage, first);
    saveMockPaymentOrder(storage, second);
    expect(findMockPaymentOrder(storage, first.id)).toEqual(first);
    expect(findMockPaymentOrder(storage, second.id)).toMatchObject({ method: 'wallet', status: 'paid' });
  });

  it('leaves any other id to the server', () => {
    const storage = memoryStorage();
    saveMockPaymentOrder(storage, mockPaymentOrder('card', new Date('2026-11-25T10:00:00.000Z')));
    expect(findMockPaymentOrder(storage, 42)).toBeNull();
    expect(findMockPaymentOrder(storage, null)).toBeNull();
    expect(findMockPaymentOrder(null, 42)).toBeNull();
  });

  it('reads broken or foreign storage as no fake order', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = Date.parse('2026-11-25T10:00:00.000Z');
    expect(
      findMockPaymentOrder(memoryStorage({ [MOCK_PAYMENT_ORDERS_STORAGE_KEY]: '{oops' }), id),
    ).toBeNull();
    expect(
      findMockPaymentOrder(memoryStorage({ [MOCK_PAYMENT_ORDERS_STORAGE_KEY]: JSON.stringify({ id }) }), id),
    ).toBeNull();
    const tampered = JSON.stringify([
      { id, method: 'cash', total: 1, status: 'paid', paymentId: 'x', createdAt: '' },
    ]);
    expect(
      findMockPaymentOrder(memoryStorage({ [MOCK_PAYMENT_ORDERS_STORAGE_KEY]: tampered }), id),
    ).toBeNull();
  });
});
