import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';

export interface OrderRetryQueueOptions {
  /** The sweep's name in logs. */
  name: string;
  logger: Logger;
  /** How often the safety sweep looks for due work. */
  sweepIntervalMs: number;
  /** Orders whose work is due now (the sweep's source after a restart lost the timers). */
  listDue: () => Promise<number[]>;
  /** One attempt for one order: the delay before the next one, or undefined when none is needed. */
  attempt: (orderId: number) => Promise<number | undefined>;
}

/**
 * Per-order work towards partners, attempted outside any transaction: an event enqueues the first
 * attempt, a failed attempt asks for its retry after a delay, and a periodic sweep picks up work
 * whose retry timer did not survive a restart. One attempt per order runs at a time here; the
 * lease each command takes keeps other instances off it.
 */
export class OrderRetryQueue {
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly retries = new Map<number, NodeJS.Timeout>();
  private sweep: PeriodicTask | undefined;
  private stopped = false;

  constructor(private readonly options: OrderRetryQueueOptions) {}

  start(): void {
    if (this.stopped) return;
    this.sweep ??= startPeriodicTask({
      name: this.options.name,
      intervalMs: this.options.sweepIntervalMs,
      logger: this.options.logger,
      run: async () => {
        for (const orderId of await this.options.listDue()) this.enqueue(orderId);
      },
    });
  }

  /** Attempts the order's work now, unless an attempt for it is already running. */
  enqueue(orderId: number): void {
    if (this.stopped || this.inFlight.has(orderId)) return;
    clearTimeout(this.retries.get(orderId));
    this.retries.delete(orderId);
    const attempt = this.run(orderId).finally(() => this.inFlight.delete(orderId));
    this.inFlight.set(orderId, attempt);
  }

  /** Resolves once no attempt is running (retries scheduled for later do not count). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Stops scheduling and waits for the attempts in progress; pending work resumes at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.sweep?.stop();
    await this.idle();
  }

  private async run(orderId: number): Promise<void> {
    let retryInMs: number | undefined;
    try {
      retryInMs = await this.options.attempt(orderId);
    } catch (error) {
      // The database or the catalog failed before the attempt was recorded; the sweep tries again.
      this.options.logger.error({ err: error, orderId }, `${this.options.name}: attempt could not run`);
      return;
    }
    if (retryInMs !== undefined) this.retryLater(orderId, retryInMs);
  }

  private retryLater(orderId: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retries.delete(orderId);
      this.enqueue(orderId);
    }, delayMs);
    timer.unref();
    this.retries.set(orderId, timer);
  }
}
