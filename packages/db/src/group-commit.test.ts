import { GroupCommit } from './group-commit';

/** A write the test completes by hand, recording every batch it was given. */
function controlledWrites() {
  const batches: string[][] = [];
  /** The writer of each batch, in the same order. */
  const writers: number[] = [];
  const pending: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const write = (items: readonly string[], writer: number) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push([...items]);
      writers.push(writer);
      pending.push({ resolve: () => resolve(items.map((item) => `${item}:written`)), reject });
    });
  return { batches, writers, pending, write };
}

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

class RefusedByDatabase extends Error {}

describe('GroupCommit', () => {
  it('writes a lone item at once, and gathers those that arrive meanwhile into the next write', async () => {
    const writes = controlledWrites();
    const commits = new GroupCommit({ write: writes.write, maxBatchSize: 10, concurrency: 1 });

    const first = settled(commits.submit('a'));
    const later = ['b', 'c', 'd'].map((item) => settled(commits.submit(item)));
    await flush();
    expect(writes.batches).toEqual([['a']]);

    writes.pending[0]!.resolve();
    await flush();
    expect(first).toEqual({ value: 'a:written', done: true });
    expect(writes.batches).toEqual([['a'], ['b', 'c', 'd']]);
    expect(later.map((state) => state.done)).toEqual([false, false, false]);

    writes.pending[1]!.resolve();
    await flush();
    expect(later.map((state) => state.value)).toEqual(['b:written', 'c:written', 'd:written']);
  });

  it('answers every item only once its own batch has been written', async () => {
    const writes = controlledWrites();
    const commits = new GroupCommit({ write: writes.write, maxBatchSize: 10, concurrency: 2 });

    const a = settled(commits.submit('a'));
    const b = settled(commits.submit('b'));
    const c = settled(commits.submit('c'));
    await flush();
    expect(writes.batches).toEqual([['a'], ['b']]);

    writes.pending[1]!.resolve();
    await flush();
    expect([a.done, b.done, c.done]).toEqual([false, true, false]);
    expect(writes.batches).toEqual([['a'], ['b'], ['c']]);
  });

  it('gives each write in flight a writer of its own, and the next batch to a writer that finished', async () => {
    const writes = controlledWrites();
    const commits = new GroupCommit({ write: writes.write, maxBatchSize: 10, concurrency: 2 });
    for (const item of ['a', 'b', 'c']) void commits.submit(item);
    await flush();
    expect(writes.writers).toEqual([0, 1]);

    writes.pending[1]!.resolve();
    await flush();
    expect(writes.batches).toEqual([['a'], ['b'], ['c']]);
    expect(writes.writers).toEqual([0, 1, 1]);
  });

  it('keeps batches within the size limit', async () => {
    const writes = controlledWrites();
    const commits = new GroupCommit({ write: writes.write, maxBatchSize: 2, concurrency: 1 });
    for (const item of ['a', 'b', 'c', 'd', 'e']) void commits.submit(item);
    for (let round = 0; round < 3; round += 1) {
      await flush();
      writes.pending[round]!.resolve();
    }
    await flush();
    expect(writes.batches).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('fails only the items of a failing batch, and goes on with the next', async () => {
    const writes = controlledWrites();
    const commits = new GroupCommit({ write: writes.write, maxBatchSize: 10, concurrency: 1 });
    const a = settled(commits.submit('a'));
    const b = settled(commits.submit('b'));
    const c = settled(commits.submit('c'));
    await flush();
    writes.pending[0]!.resolve();
    await flush();
    const lost = new Error('connection lost');
    writes.pending[1]!.reject(lost);
    await flush();
    expect([b.error, c.error]).toEqual([lost, lost]);
    expect(a.value).toBe('a:written');

    const d = settled(commits.submit('d'));
    await flush();
    writes.pending[2]!.resolve();
    await flush();
    expect(d.value).toBe('d:written');
    // A lost connection may have committed the batch: its items are not written again.
    expect(writes.batches).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('writes the items of a batch the database refused one by one, so only the item at fault fails', async () => {
    const batches: string[][] = [];
    const commits = new GroupCommit({
      write: async (items: readonly string[]) => {
        batches.push([...items]);
        if (items.includes('bad')) throw new RefusedByDatabase('value cannot be stored');
        return items.map((item) => `${item}:written`);
      },
      maxBatchSize: 10,
      concurrency: 1,
      retryAlone: (error) => error instanceof RefusedByDatabase,
    });
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((item) => commits.submit(item)));

    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual([
      'a:written',
      'b:written',
      'refused',
      'c:written',
    ]);
    expect(batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('lets a lone item wait the linger time for others, but writes a full batch at once', async () => {
    jest.useFakeTimers();
    try {
      const writes = controlledWrites();
      const commits = new GroupCommit({ write: writes.write, maxBatchSize: 3, concurrency: 1, lingerMs: 5 });
      void commits.submit('a');
      await jest.advanceTimersByTimeAsync(4);
      expect(writes.batches).toEqual([]);
      void commits.submit('b');
      await jest.advanceTimersByTimeAsync(1);
      expect(writes.batches).toEqual([['a', 'b']]);

      writes.pending[0]!.resolve();
      for (const item of ['c', 'd', 'e']) void commits.submit(item);
      await jest.advanceTimersByTimeAsync(0);
      expect(writes.batches).toEqual([
        ['a', 'b'],
        ['c', 'd', 'e'],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a write that does not answer for every item', async () => {
    const commits = new GroupCommit({
      write: async () => [],
      maxBatchSize: 10,
      concurrency: 1,
    });
    await expect(commits.submit('a')).rejects.toThrow('returned 0 results for 1 items');
  });
});
