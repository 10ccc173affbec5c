import type { Logger } from '@marketplace/service-kit';

export interface RepeatingTaskOptions {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  logger: Logger;
}

/**
 * Runs a task at once and then one interval after each run ends, so runs never overlap. A failed
 * run is logged and the next one comes on time; stop() waits for the run in progress.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: RepeatingTaskOptions) {}

  start(): void {
    if (!this.timer && !this.current && !this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.options
        .run()
        .catch((error: unknown) =>
          this.options.logger.error({ err: error, task: this.options.name }, 'task run failed'),
        )
        .finally(() => {
          this.current = undefined;
          if (!this.stopped) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    // Only HTTP keeps the process alive; a pending run never does on its own.
    this.timer.unref();
  }
}
