import { ORDER_CANCEL_TEXTS, cancelTimeLeftMs, type Order } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';

/** Time left as m:ss, rounded up, so the button never reads 0:00 while cancelling still works. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export interface CancelState {
  /** Whether the Cancel Order button shows at all. */
  available: boolean;
  timeLeftMs: number;
  /** 'You can cancel for 4:59'. */
  countdownText: string;
}

/** The cancel button's state at `now` (the FAQ's 5 minutes, pending or accepted orders only). */
export function cancelState(order: Pick<Order, 'status' | 'createdAt'>, now: Date): CancelState {
  const timeLeftMs = cancelTimeLeftMs(order, now);
  return {
    available: timeLeftMs > 0,
    timeLeftMs,
    countdownText: ORDER_CANCEL_TEXTS.countdown(formatCountdown(timeLeftMs)),
  };
}

/**
 * The server's refusal to cancel (409: too late, already being prepared or cancelled) is final and
 * replaces the button; any other failure (a 5xx, the network) may pass, so the button stays.
 */
export function isCancelRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
