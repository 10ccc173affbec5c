export interface GroupCommitOptions<T, R> {
  /**
   * Writes the items atomically (one statement or transaction); one result per item, in order.
   * `writer` (0 to concurrency - 1) names the writer running it: no two writes in flight share one,
   * so rows a writer keeps for itself are never contended by a concurrent write.
   */
  write: (items: readonly T[], writer: number) => Promise<readonly R[]>;
  /** The most items one write takes. */
  maxBatchSize: number;
  /** Writes in flight at once; each holds a database connection. */
  concurrency: number;
  /**
   * How long an item may wait for others before a free writer takes it (0: not at all). Under
   * load, fewer and larger batches cost the database less, each commit costing about the same.
   * Measured on the 2-core target, waiting always beat waiting only while another write is in
   * flight (as PostgreSQL's commit_delay does), in database CPU and in p99 alike.
   */
  lingerMs?: number;
  /**
   * True when a failed batch may have failed for one item's sake (the database refused the
   * statement, so nothing of it was written): its items are then written one by one, and only the
   * item at fault fails. A lost connection is not such a failure: the batch may have committed.
   */
  retryAlone?: (error: unknown) => boolean;
}

interface Pending<T, R> {
  item: T;
  queuedAt: number;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items submitted while the writes in flight are busy wait and go together in the
 * next write, so the database commits (and flushes its log) once per batch instead of once per
 * item. Batches grow with the load by themselves; `lingerMs` lets an item wait a little for company
 * even when a writer is free, and a full batch never waits. Each submitter's promise settles only
 * when its own batch has committed or failed.
 */
export class GroupCommit<T, R> {
  private readonly queue: Pending<T, R>[] = [];
  /** Writers with no write in flight. */
  private readonly idleWriters: number[];
  private lingering: NodeJS.Timeout | undefined;

  constructor(private readonly options: GroupCommitOptions<T, R>) {
    if (options.maxBatchSize < 1 || options.concurrency < 1)
      throw new Error('maxBatchSize and concurrency must be at least 1');
    this.idleWriters = Array.from({ length: options.concurrency }, (_, writer) => writer).reverse();
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, queuedAt: Date.now(), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    const { lingerMs = 0, maxBatchSize } = this.options;
    while (this.idleWriters.length > 0 && this.queue.length > 0) {
      const wait = this.queue[0]!.queuedAt + lingerMs - Date.now();
      if (wait > 0 && this.queue.length < maxBatchSize) {
        this.lingering ??= setTimeout(() => {
          this.lingering = undefined;
          this.pump();
        }, wait);
        return;
      }
      const batch = this.queue.splice(0, this.options.maxBatchSize);
      const writer = this.idleWriters.pop()!;
      void this.commit(batch, writer).finally(() => {
        this.idleWriters.push(writer);
        this.pump();
      });
    }
  }

  private async commit(batch: Pending<T, R>[], writer: number): Promise<void> {
    let results: readonly R[];
    try {
      results = await this.options.write(
        batch.map((pending) => pending.item),
        writer,
      );
      if (results.length !== batch.length)
        throw new Error(`a batch write returned ${results.length} results for ${batch.length} items`);
    } catch (error) {
      if (batch.length > 1 && this.options.retryAlone?.(error)) {
        for (const pending of batch) await this.commit([pending], writer);
      } else {
        for (const pending of batch) pending.reject(error);
      }
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]!));
  }
}
