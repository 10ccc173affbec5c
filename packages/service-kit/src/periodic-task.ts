import type { Logger } from './logger';

export interface PeriodicTaskOptions {
  name: string;
  intervalMs: number;
  /** One run; the signal aborts when the task is stopped. */
  run: (signal: AbortSignal) => Promise<unknown>;
  logger: Logger;
}

export interface PeriodicTask {
  /** Stops scheduling, aborts the run in progress and waits for it to end. */
  stop(): Promise<void>;
}

/**
 * Runs a task at once in the background and then every interval after the previous run ends, so
 * runs never overlap. A failing run is logged and the next one happens on time.
 */
export function startPeriodicTask(options: PeriodicTaskOptions): PeriodicTask {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    current = options
      .run(controller.signal)
      .then(
        () => undefined,
        (error: unknown) => {
          if (!controller.signal.aborted)
            options.logger.error({ err: error, task: options.name }, 'periodic task failed');
        },
      )
      .finally(() => {
        current = undefined;
        if (!controller.signal.aborted) schedule(options.intervalMs);
      });
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    // A pending run must not keep the process alive on its own.
    timer.unref();
  };

  schedule(0);
  return {
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
