import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { AppFrame, Button, Card, CardDescription, CardTitle, Spinner } from '@marketplace/ui';
import type { LoadStatusStore } from './load-status';
import styles from './shell-status.module.css';

function ShellStatus({ store }: { store: LoadStatusStore }) {
  const status = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (status.kind === 'idle') return null;
  return (
    <AppFrame>
      {status.kind === 'loading' ? (
        <Spinner fullPage label="Loading…" />
      ) : (
        <div className={styles.failure} role="alert">
          <Card>
            <CardTitle level={1}>This page could not be loaded</CardTitle>
            <CardDescription>Check your connection and try again.</CardDescription>
            <Button className={styles.retry} onClick={() => window.location.reload()}>
              Try again
            </Button>
          </Card>
        </div>
      )}
    </AppFrame>
  );
}

/** Renders the shell's own loading spinner and load-failure panel into `container`. */
export function mountShellStatus(container: HTMLElement, store: LoadStatusStore): void {
  createRoot(container).render(<ShellStatus store={store} />);
}
