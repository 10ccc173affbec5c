import { createScreenWakeLock, type VisibilityLike, type WakeLockLike } from './wake-lock';

function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    show(state: DocumentVisibilityState) {
      page.visibilityState = state;
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return page;
}

function fakeWakeLock() {
  const releases = jest.fn(async () => undefined);
  const lock: WakeLockLike & { requests: number } = {
    requests: 0,
    request: jest.fn(async () => {
      lock.requests += 1;
      return { release: releases };
    }),
  };
  return { lock, releases };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keeping the screen awake', () => {
  it('asks for the lock when switched on, and again each time the page shows', async () => {
    const page = fakePage();
    const { lock } = fakeWakeLock();
    const awake = createScreenWakeLock(lock, page as VisibilityLike);
    awake.enable();
    await settle();
    expect(lock.requests).toBe(1);
    page.show('hidden');
    await settle();
    expect(lock.requests).toBe(1);
    page.show('visible');
    await settle();
    expect(lock.requests).toBe(2);
  });

  it('lets the lock go and stops asking when switched off', async () => {
    const page = fakePage();
    const { lock, releases } = fakeWakeLock();
    const awake = createScreenWakeLock(lock, page as VisibilityLike);
    awake.enable();
    await settle();
    awake.disable();
    await settle();
    expect(releases).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('takes a refusal quietly, and does nothing where the browser has no wake lock', async () => {
    const page = fakePage();
    const refusing: WakeLockLike = {
      request: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))),
    };
    createScreenWakeLock(refusing, page as VisibilityLike).enable();
    await settle();
    const none = createScreenWakeLock(undefined, page as VisibilityLike);
    expect(none.supported).toBe(false);
    expect(() => none.enable()).not.toThrow();
  });
});
