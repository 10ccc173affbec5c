import type { MicroFrontendName } from '@marketplace/contracts';

export type LoadStatus =
  { kind: 'idle' } | { kind: 'loading'; app: MicroFrontendName } | { kind: 'failed'; app: MicroFrontendName };

/** What the shell tells the user while it fetches a remote's code: loading, failed, or nothing. */
export interface LoadStatusStore {
  loading(app: MicroFrontendName): void;
  loaded(app: MicroFrontendName): void;
  failed(app: MicroFrontendName): void;
  /** Forgets a failure once the user navigates elsewhere. */
  clearFailure(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadStatus;
}

export function createLoadStatusStore(): LoadStatusStore {
  let status: LoadStatus = { kind: 'idle' };
  const listeners = new Set<() => void>();
  const publish = (next: LoadStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  return {
    loading: (app) => publish({ kind: 'loading', app }),
    loaded: (app) => {
      if (status.kind === 'loading' && status.app === app) publish({ kind: 'idle' });
    },
    failed: (app) => publish({ kind: 'failed', app }),
    clearFailure: () => {
      if (status.kind === 'failed') publish({ kind: 'idle' });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => status,
  };
}
