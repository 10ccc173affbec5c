import type { SqlExecutor, TransactionRunner } from '@marketplace/events';
import { createCommitSignal } from './commit-signal';

const runner: TransactionRunner<SqlExecutor> = {
  runInTransaction: (work) => work({ $executeRawUnsafe: async () => 0 }),
};

describe('createCommitSignal', () => {
  it('tells its listeners after a transaction commits, with the work’s result passed on', async () => {
    const signal = createCommitSignal();
    const told: string[] = [];
    signal.subscribe(() => told.push('a'));
    signal.subscribe(() => told.push('b'));
    const wrapped = signal.wrap(runner);
    const result = await wrapped.runInTransaction(async () => {
      expect(told).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(told).toEqual(['a', 'b']);
  });

  it('tells nobody when the transaction rolls back', async () => {
    const signal = createCommitSignal();
    let told = 0;
    signal.subscribe(() => (told += 1));
    await expect(
      signal.wrap(runner).runInTransaction(async () => {
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(told).toBe(0);
  });
});
