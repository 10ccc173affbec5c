import { TOAST_DURATION_MS } from '@marketplace/contracts/src/customer-messages';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays; the spec's 5 seconds unless given. */
  durationMs?: number;
}

export interface ActiveToast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastStore {
  /** Shows a toast in place of any current one and returns its id. */
  show(options: ToastOptions): number;
  /** Removes the toast with this id (or the current one); a stale id does nothing. */
  dismiss(id?: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ActiveToast | null;
  /** Cancels the pending timer, for when the owning app unmounts. */
  dispose(): void;
}

/** Both specs show one toast at a time: a new one replaces the current one and restarts the clock. */
export function createToastStore(): ToastStore {
  let current: ActiveToast | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const publish = (toast: ActiveToast | null) => {
    current = toast;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const store: ToastStore = {
    show({ title, description, variant = 'default', durationMs = TOAST_DURATION_MS }) {
      clearTimer();
      const id = nextId++;
      publish(description === undefined ? { id, title, variant } : { id, title, description, variant });
      timer = setTimeout(() => store.dismiss(id), durationMs);
      return id;
    },
    dismiss(id) {
      if (current === null || (id !== undefined && current.id !== id)) return;
      clearTimer();
      publish(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    dispose: clearTimer,
  };
  return store;
}
