import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VENDOR_ALERT_REPEAT_MS, type VendorOrder } from '@marketplace/contracts';
import { createChime, type Chime } from './chime';
import { createRepeater, inboxTitle, ringingOrders, shouldRing } from './order-alert';
import { createScreenWakeLock } from './wake-lock';

export interface OrderAlert {
  taking: boolean;
  /** Call from the switch's tap: the only moment a browser lets the page start making sound. */
  setTaking(taking: boolean): void;
  muted: boolean;
  setMuted(muted: boolean): void;
  soundAvailable: boolean;
  ringing: number;
}

/**
 * The inbox's alert while a member's workspace is open: the chime repeating while an order in New
 * has not been opened or answered (and the vendor is taking orders, unmuted), the screen kept on,
 * and the count of new orders in the tab title.
 */
export function useOrderAlert(
  newOrders: readonly VendorOrder[] | undefined,
  opened: ReadonlySet<number>,
): OrderAlert {
  const [taking, setTakingState] = useState(false);
  const [muted, setMuted] = useState(false);
  const chime = useRef<Chime | null>(null);
  const [wakeLock] = useState(() => createScreenWakeLock());
  const [repeater] = useState(() => createRepeater(() => chime.current?.play(), VENDOR_ALERT_REPEAT_MS));

  const waiting = useMemo(() => (newOrders ?? []).filter((order) => order.status === 'pending'), [newOrders]);
  const ringing = ringingOrders(waiting, opened).length;
  const ring = shouldRing({ taking, muted, ringing });

  useEffect(() => repeater.update(ring), [repeater, ring]);

  useEffect(
    () => () => {
      repeater.stop();
      wakeLock.disable();
      chime.current?.close();
    },
    [repeater, wakeLock],
  );

  useEffect(() => {
    const before = document.title;
    document.title = inboxTitle(waiting.length);
    return () => {
      document.title = before;
    };
  }, [waiting.length]);

  const setTaking = useCallback(
    (next: boolean) => {
      if (next) {
        chime.current ??= createChime();
        chime.current.unlock();
        wakeLock.enable();
      } else {
        wakeLock.disable();
      }
      setTakingState(next);
    },
    [wakeLock],
  );
  const soundAvailable = typeof AudioContext !== 'undefined';

  return useMemo(
    () => ({ taking, setTaking, muted, setMuted, soundAvailable, ringing }),
    [taking, setTaking, muted, soundAvailable, ringing],
  );
}
