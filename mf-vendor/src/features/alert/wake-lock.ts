/** The parts of the Screen Wake Lock API used here, so a test can stand in for the browser. */
export interface WakeLockLike {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}
export interface VisibilityLike {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Keeps the screen on while the vendor takes orders, where the browser allows it. The browser
 * drops the lock whenever the page is hidden, so it is asked for again each time the page shows.
 * A refusal (battery saver, an old browser) is not an error: the alert still works while awake.
 */
export function createScreenWakeLock(
  wakeLock: WakeLockLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.wakeLock,
  page: VisibilityLike | undefined = typeof document === 'undefined' ? undefined : document,
) {
  let wanted = false;
  let sentinel: { release(): Promise<void> } | null = null;

  const acquire = async () => {
    if (!wanted || wakeLock === undefined || page?.visibilityState !== 'visible') return;
    try {
      const granted = await wakeLock.request('screen');
      if (wanted) sentinel = granted;
      else await granted.release();
    } catch {
      sentinel = null;
    }
  };
  const onVisibilityChange = () => void acquire();

  return {
    supported: wakeLock !== undefined,
    enable(): void {
      if (wanted) return;
      wanted = true;
      page?.addEventListener('visibilitychange', onVisibilityChange);
      void acquire();
    },
    disable(): void {
      wanted = false;
      page?.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    },
  };
}
