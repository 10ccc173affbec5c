import { ORDER_CANCEL_WINDOW_MS } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';
import { cancelState, formatCountdown, isCancelRefusal } from './cancel-countdown';

describe('cancel countdown', () => {
  it('reads minutes and seconds, rounding up so it never shows 0:00 while cancelling works', () => {
    expect(formatCountdown(ORDER_CANCEL_WINDOW_MS)).toBe('5:00');
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(299_000)).toBe('4:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  const placedAt = new Date('2026-11-25T10:00:00.000Z');
  const at = (ms: number) => new Date(placedAt.getTime() + ms);

  it('offers cancelling a pending or accepted order for 5 minutes after it was placed', () => {
    expect(cancelState({ status: 'pending', createdAt: placedAt.toISOString() }, at(30_000))).toEqual({
      available: true,
      timeLeftMs: 270_000,
      countdownText: 'You can cancel for 4:30',
    });
    expect(
      cancelState({ status: 'accepted', createdAt: placedAt.toISOString() }, at(299_500)).available,
    ).toBe(true);
    expect(
      cancelState({ status: 'pending', createdAt: placedAt.toISOString() }, at(ORDER_CANCEL_WINDOW_MS))
        .available,
    ).toBe(false);
  });

  it('hides the button once the restaurant has started, whatever the time', () => {
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const) {
      expect(cancelState({ status, createdAt: placedAt.toISOString() }, at(1_000)).available).toBe(false);
    }
  });
});

describe('cancel failure', () => {
  it("replaces the button only for the server's 409 refusal", () => {
    expect(isCancelRefusal(new ApiError('This order has already been cancelled', 409))).toBe(true);
    expect(isCancelRefusal(new ApiError('Internal error', 500))).toBe(false);
    expect(isCancelRefusal(new ApiError('Bad gateway', 502))).toBe(false);
    expect(isCancelRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
