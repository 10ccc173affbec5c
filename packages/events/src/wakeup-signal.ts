/** A sleep that `wake()` cuts short; a wake with nobody asleep makes the next sleep return at once. */
export class WakeupSignal {
  private pending = false;
  private readonly sleepers = new Set<() => void>();

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  wake(): void {
    if (this.sleepers.size === 0) {
      this.pending = true;
      return;
    }
    for (const done of [...this.sleepers]) done();
  }
}

/** Exponential backoff: 100 ms, 200 ms, 400 ms ... capped at `maxMs`. */
export function backoffDelay(attempt: number, maxMs = 5_000): number {
  return Math.min(maxMs, 100 * 2 ** Math.max(0, attempt - 1));
}
