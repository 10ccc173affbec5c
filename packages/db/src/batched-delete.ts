/** Rows a purge statement deletes at most: each batch is a short transaction, so no lock is held long. */
export const DELETE_BATCH_SIZE = 1_000;

export interface BatchedDeleteOptions {
  batchSize?: number;
  /** Stops between batches (the service is shutting down); the next run goes on from there. */
  signal?: AbortSignal;
  /** Asked before each batch; false stops (a lease lost to another replica). */
  mayGoOn?: () => Promise<boolean>;
  /** Told what each batch deleted (a metric). */
  onBatch?: (deleted: number) => void;
}

/**
 * Runs one bounded DELETE (`deleteBatch(limit)`, answering how many rows went) until a batch finds
 * fewer than the limit: the way every retention purge removes old rows without a long lock.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  options: BatchedDeleteOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? DELETE_BATCH_SIZE;
  let total = 0;
  while (!options.signal?.aborted) {
    if (options.mayGoOn && !(await options.mayGoOn())) break;
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    options.onBatch?.(deleted);
    if (deleted < batchSize) break;
  }
  return total;
}
