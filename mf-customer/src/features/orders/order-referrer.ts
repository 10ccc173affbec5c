import { ORDER_DETAILS_REFERRERS, ORDER_DETAILS_REFERRER_STORAGE_KEY } from '@marketplace/contracts';

type ReferrerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): ReferrerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); order details then goes back to the history.
    return null;
  }
}

/** The home card's Track button records that order details was opened from home (customer spec 2). */
export function saveHomeReferrer(storage: ReferrerStorage | null = sessionStore()): void {
  try {
    storage?.setItem(ORDER_DETAILS_REFERRER_STORAGE_KEY, ORDER_DETAILS_REFERRERS.home);
  } catch (error) {
    console.error('Could not save the order details referrer', error);
  }
}

/** Where order details' Back goes: home when the home card opened it, else order history. */
export function detailsBackTarget(storage: ReferrerStorage | null = sessionStore()): string {
  try {
    const referrer = storage?.getItem(ORDER_DETAILS_REFERRER_STORAGE_KEY) ?? null;
    return referrer === ORDER_DETAILS_REFERRERS.home ? '/customer' : '/customer/order-history';
  } catch {
    return '/customer/order-history';
  }
}

/** Once order details has read it, the referrer is forgotten: a later visit from elsewhere goes back to the history. */
export function forgetDetailsReferrer(storage: ReferrerStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(ORDER_DETAILS_REFERRER_STORAGE_KEY);
  } catch {
    // Nothing was kept, so nothing is left to forget.
  }
}

/** The order id of a route parameter: a positive whole number, else null ('Invalid order ID'). */
export function orderIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
