import { deleteInBatches } from './batched-delete';

/** A table of `rows` rows that each call deletes up to `limit` of. */
function table(rows: number) {
  let left = rows;
  const limits: number[] = [];
  return {
    limits,
    deleteBatch: async (limit: number) => {
      limits.push(limit);
      const deleted = Math.min(left, limit);
      left -= deleted;
      return deleted;
    },
  };
}

describe('deleteInBatches', () => {
  it('deletes batch after batch until one finds fewer than the limit', async () => {
    const rows = table(5);
    const batches: number[] = [];
    expect(await deleteInBatches(rows.deleteBatch, { batchSize: 2, onBatch: (n) => batches.push(n) })).toBe(
      5,
    );
    expect(batches).toEqual([2, 2, 1]);
  });

  it('asks one more batch when the last one was full, and stops on the empty answer', async () => {
    const rows = table(4);
    expect(await deleteInBatches(rows.deleteBatch, { batchSize: 2 })).toBe(4);
    expect(rows.limits).toEqual([2, 2, 2]);
  });

  it('stops between batches when aborted or when it may not go on', async () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(await deleteInBatches(table(5).deleteBatch, { batchSize: 2, signal: aborted.signal })).toBe(0);
    let allowed = 2;
    const mayGoOn = async () => allowed-- > 0;
    expect(await deleteInBatches(table(9).deleteBatch, { batchSize: 2, mayGoOn })).toBe(4);
  });
});
