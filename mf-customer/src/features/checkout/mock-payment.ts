import {
  MOCK_PAYMENT_ORDERS_STORAGE_KEY,
  MOCK_PAYMENT_TOTAL_RUPEES,
  type MockPaymentMethod,
} from '@marketplace/contracts';

/** The fake order the mock payment page keeps (customer spec 2: it is not a real order). */
export interface MockPaymentOrder {
  id: number;
  method: MockPaymentMethod;
  total: number;
  status: 'paid';
  paymentId: string;
  createdAt: string;
}

/** Fake orders kept at most: the page is a demo, its storage should not grow without end. */
export const MOCK_PAYMENT_ORDERS_KEPT = 20;

/** A fake paid order at `now`: its id is the time, so two payments never share one. */
export function mockPaymentOrder(method: MockPaymentMethod, now: Date): MockPaymentOrder {
  const id = now.getTime();
  return {
    id,
    method,
    total: MOCK_PAYMENT_TOTAL_RUPEES,
    status: 'paid',
    paymentId: `mock_${method}_${id}`,
    createdAt: now.toISOString(),
  };
}

function storedList(stored: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * Adds the fake order to the page's own storage key, newest first, keeping the last few. Whatever
 * was stored there that is not a list is replaced.
 */
export function saveMockPaymentOrder(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  order: MockPaymentOrder,
): void {
  const earlier = storedList(storage.getItem(MOCK_PAYMENT_ORDERS_STORAGE_KEY));
  storage.setItem(
    MOCK_PAYMENT_ORDERS_STORAGE_KEY,
    JSON.stringify([order, ...earlier].slice(0, MOCK_PAYMENT_ORDERS_KEPT)),
  );
}
