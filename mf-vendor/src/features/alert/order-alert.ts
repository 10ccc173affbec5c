import { VENDOR_APP_TEXTS, type VendorOrder } from '@marketplace/contracts';

/**
 * The inbox's alert, as rules: which orders still ring, when the chime sounds, what the tab title
 * says, and the repeat. The browser parts (sound, wake lock) are in chime.ts and wake-lock.ts.
 */

/** Orders in New that nobody on this device has opened yet: each keeps the alert ringing until it is opened or answered. */
export function ringingOrders(newOrders: readonly VendorOrder[], opened: ReadonlySet<number>): VendorOrder[] {
  return newOrders.filter((order) => order.status === 'pending' && !opened.has(order.id));
}

/** The chime sounds while the vendor is taking orders, has not muted it, and an order rings. */
export function shouldRing({
  taking,
  muted,
  ringing,
}: {
  taking: boolean;
  muted: boolean;
  ringing: number;
}): boolean {
  return taking && !muted && ringing > 0;
}

/** The tab title: '(2) New orders · Vendor' while orders wait in New, else 'Vendor'. */
export function inboxTitle(newOrders: number): string {
  return newOrders > 0 ? VENDOR_APP_TEXTS.newOrdersTitle(newOrders) : VENDOR_APP_TEXTS.documentTitle;
}

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Plays `play` at once when told to ring, then every `intervalMs` until told to stop. Telling it
 * to ring while it rings changes nothing, so a new order does not restart the rhythm.
 */
export function createRepeater(play: () => void, intervalMs: number, timers: Timers = browserTimers) {
  let handle: unknown = null;
  const stop = () => {
    if (handle === null) return;
    timers.clearInterval(handle);
    handle = null;
  };
  return {
    update(ring: boolean): void {
      if (!ring) return stop();
      if (handle !== null) return;
      play();
      handle = timers.setInterval(play, intervalMs);
    },
    stop,
  };
}
