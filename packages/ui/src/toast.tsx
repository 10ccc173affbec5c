import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from './class-names';
import { createToastStore, type ToastOptions, type ToastStore } from './toast-store';
import theme from './theme.module.css';
import styles from './toast.module.css';

const ToastContext = createContext<ToastStore | null>(null);

/** Holds the one toast of an app and renders it; each micro-frontend wraps its root in one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => store.dispose, [store]);
  return (
    <ToastContext.Provider value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext.Provider>
  );
}

export interface ToastApi {
  toast(options: ToastOptions): number;
  dismiss(id?: number): void;
}

export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (store === null) throw new Error('useToast must be used inside a ToastProvider');
  return { toast: store.show, dismiss: store.dismiss };
}

function Toaster({ store }: { store: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The live region stays in the page so assistive technology notices the toasts put into it. It is
  // rendered beside the app's frame, not inside it, so it carries the design tokens itself: without
  // them the toast fell back to the browser's serif font and a see-through background.
  return (
    <div className={cx(theme.theme, styles.region)} aria-label="Notifications" role="region">
      {toast !== null && (
        <div
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          className={cx(styles.toast, toast.variant === 'destructive' && styles.destructive)}
        >
          <div className={styles.body}>
            <p className={styles.title}>{toast.title}</p>
            {toast.description !== undefined && <p className={styles.description}>{toast.description}</p>}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss notification"
            onClick={() => store.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
