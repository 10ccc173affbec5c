import type { SqlExecutor, TransactionRunner } from '@marketplace/events';

/**
 * Tells listeners that a transaction has committed. The event consumer's transactions (partners'
 * webhooks applied) are opened by packages/events, not by our unit of work; wrapping the runner it
 * is given lets their commits wake the live feed as our own do, instead of waiting for its poll.
 */
export interface CommitSignal {
  /** The same runner, telling the listeners after each transaction it commits (never after a rollback). */
  wrap<Tx extends SqlExecutor>(runner: TransactionRunner<Tx>): TransactionRunner<Tx>;
  subscribe(listener: () => void): void;
}

export function createCommitSignal(): CommitSignal {
  const listeners: (() => void)[] = [];
  return {
    wrap: (runner) => ({
      runInTransaction: async (work) => {
        const result = await runner.runInTransaction(work);
        for (const listener of listeners) listener();
        return result;
      },
    }),
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}
