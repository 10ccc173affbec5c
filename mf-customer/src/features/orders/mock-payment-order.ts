import { MOCK_PAYMENT_ORDERS_STORAGE_KEY, MOCK_PAYMENT_TEXTS } from '@marketplace/contracts';
import type { MockPaymentOrder } from '../checkout/mock-payment';

const isMethod = (value: unknown): value is MockPaymentOrder['method'] =>
  typeof value === 'string' && Object.hasOwn(MOCK_PAYMENT_TEXTS.methods, value);

/** One stored fake order as the details page may trust it, or null. */
function mockOrderOf(value: unknown): MockPaymentOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, method, total, status, paymentId, createdAt } = value as Record<string, unknown>;
  if (
    !Number.isSafeInteger(id) ||
    !isMethod(method) ||
    typeof total !== 'number' ||
    status !== 'paid' ||
    typeof paymentId !== 'string' ||
    typeof createdAt !== 'string'
  ) {
    return null;
  }
  return { id: id as number, method, total, status, paymentId, createdAt };
}

/**
 * The mock payment's fake order with this id, when this browser keeps one (customer spec 2: the
 * payment page is a mock and its orders are not the server's, so asking the server about one
 * could only fail). Unreadable storage reads as none.
 */
export function findMockPaymentOrder(
  storage: Pick<Storage, 'getItem'> | null,
  orderId: number | null,
): MockPaymentOrder | null {
  if (storage === null || orderId === null) return null;
  try {
    const stored: unknown = JSON.parse(storage.getItem(MOCK_PAYMENT_ORDERS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return null;
    for (const entry of stored) {
      const order = mockOrderOf(entry);
      if (order?.id === orderId) return order;
    }
    return null;
  } catch (error) {
    // Customer spec 8: storage failures are only logged.
    console.error('Could not read the mock payment orders', error);
    return null;
  }
}

/** The browser's local storage, or null where it is refused. */
export function localStore(): Pick<Storage, 'getItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
