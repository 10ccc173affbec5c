import { VENDOR_ALERT_REPEAT_MS } from '@marketplace/contracts';
import { vendorOrder } from '../inbox/test-vendor-order';
import { createRepeater, inboxTitle, ringingOrders, shouldRing } from './order-alert';

describe('which new orders ring', () => {
  const first = vendorOrder({ id: 1 });
  const second = vendorOrder({ id: 2 });

  it('rings for every order in New that has not been opened', () => {
    expect(ringingOrders([first, second], new Set()).map((order) => order.id)).toEqual([1, 2]);
    expect(ringingOrders([first, second], new Set([1])).map((order) => order.id)).toEqual([2]);
    expect(ringingOrders([first, second], new Set([1, 2]))).toEqual([]);
  });

  it('stops for an order answered here or by another member, even before it leaves the list', () => {
    expect(
      ringingOrders(
        [
          { ...first, status: 'accepted' },
          { ...second, status: 'cancelled' },
        ],
        new Set(),
      ),
    ).toEqual([]);
  });
});

describe('when the chime sounds', () => {
  it('needs the vendor to be taking orders, not muted, with an order ringing', () => {
    expect(shouldRing({ taking: true, muted: false, ringing: 1 })).toBe(true);
    expect(shouldRing({ taking: false, muted: false, ringing: 1 })).toBe(false);
    expect(shouldRing({ taking: true, muted: true, ringing: 3 })).toBe(false);
    expect(shouldRing({ taking: true, muted: false, ringing: 0 })).toBe(false);
  });
});

describe('the tab title', () => {
  it('counts the orders waiting in New', () => {
    expect(inboxTitle(2)).toBe('(2) New orders · Vendor');
    expect(inboxTitle(1)).toBe('(1) New order · Vendor');
  });

  it('is the app name when nothing waits', () => {
    expect(inboxTitle(0)).toBe('Vendor');
  });
});

describe('the repeating chime', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sounds at once, then every few seconds until it is told to stop', () => {
    const play = jest.fn();
    const repeater = createRepeater(play, VENDOR_ALERT_REPEAT_MS);
    repeater.update(true);
    expect(play).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VENDOR_ALERT_REPEAT_MS * 2);
    expect(play).toHaveBeenCalledTimes(3);
    repeater.update(false);
    jest.advanceTimersByTime(VENDOR_ALERT_REPEAT_MS * 5);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('keeps its rhythm when another order starts ringing', () => {
    const play = jest.fn();
    const repeater = createRepeater(play, 3000);
    repeater.update(true);
    jest.advanceTimersByTime(2000);
    repeater.update(true);
    expect(play).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(play).toHaveBeenCalledTimes(2);
    repeater.stop();
    jest.advanceTimersByTime(9000);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
