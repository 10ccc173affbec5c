import { MOCK_PAYMENT_ORDERS_STORAGE_KEY } from '@marketplace/contracts';
import { MOCK_PAYMENT_ORDERS_KEPT, mockPaymentOrder, saveMockPaymentOrder } from './mock-payment';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

const stored = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem(MOCK_PAYMENT_ORDERS_STORAGE_KEY)!) as { id: number }[];

describe('the mock payment', () => {
  it('makes a paid fake order of the fixed ₹503 total (customer spec 9)', () => {
    const now = new Date('2026-11-25T06:00:00.000Z');
    expect(mockPaymentOrder('wallet', now)).toEqual({
      id: now.getTime(),
      method: 'wallet',
      total: 503,
      status: 'paid',
      paymentId: `mock_wallet_${now.getTime()}`,
      createdAt: '2026-11-25T06:00:00.000Z',
    });
  });

  it('keeps fake orders under their own key, newest first and only the last few', () => {
    const storage = new MemoryStorage();
    for (let minute = 0; minute < MOCK_PAYMENT_ORDERS_KEPT + 3; minute += 1)
      saveMockPaymentOrder(storage, mockPaymentOrder('upi', new Date(Date.UTC(2026, 10, 25, 6, minute))));
    const orders = stored(storage);
    expect(orders).toHaveLength(MOCK_PAYMENT_ORDERS_KEPT);
    expect(orders[0]!.id).toBe(Date.UTC(2026, 10, 25, 6, MOCK_PAYMENT_ORDERS_KEPT + 2));
    expect([...storage.values.keys()]).toEqual([MOCK_PAYMENT_ORDERS_STORAGE_KEY]);
  });

  it('replaces whatever was stored there that is not a list', () => {
    const storage = new MemoryStorage();
    storage.setItem(MOCK_PAYMENT_ORDERS_STORAGE_KEY, '{broken');
    saveMockPaymentOrder(storage, mockPaymentOrder('card', new Date(0)));
    expect(stored(storage)).toHaveLength(1);
  });
});
