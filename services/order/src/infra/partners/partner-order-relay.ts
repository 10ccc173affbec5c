import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import type { RelayResult } from '../../app/commands/relay-order-to-partner';

export interface PartnerOrderRelayOptions {
  /** One attempt for one order (relayOrderToPartner with its dependencies). */
  relay: (orderId: number) => Promise<RelayResult>;
  /** Pending relays that are due: the safety net for retries lost to a restart. */
  dueOrders: () => Promise<number[]>;
  /** How often the safety net looks. */
  sweepIntervalMs: number;
  logger: Logger;
}

/**
 * Drives relays to partners: an order.created event enqueues the first attempt, a failed attempt
 * schedules its retry after the backoff the command chose, and a periodic sweep picks up any pending
 * relay whose retry timer did not survive a restart. One attempt per order runs at a time here;
 * the lease taken by the command keeps other instances off it.
 */
export class PartnerOrderRelay {
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly retries = new Map<number, NodeJS.Timeout>();
  private sweep: PeriodicTask | undefined;
  private stopped = false;

  constructor(private readonly options: PartnerOrderRelayOptions) {}

  start(): void {
    if (this.stopped) return;
    this.sweep ??= startPeriodicTask({
      name: 'partner-order-relay-sweep',
      intervalMs: this.options.sweepIntervalMs,
      logger: this.options.logger,
      run: async () => {
        for (const orderId of await this.options.dueOrders()) this.enqueue(orderId);
      },
    });
  }

  /** Tries to relay the order now, unless an attempt for it is already running. */
  enqueue(orderId: number): void {
    if (this.stopped || this.inFlight.has(orderId)) return;
    clearTimeout(this.retries.get(orderId));
    this.retries.delete(orderId);
    const attempt = this.attempt(orderId).finally(() => this.inFlight.delete(orderId));
    this.inFlight.set(orderId, attempt);
  }

  /** Resolves once no attempt is running (retries scheduled for later do not count). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Stops scheduling and waits for the attempts in progress; pending relays resume at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.sweep?.stop();
    await this.idle();
  }

  private async attempt(orderId: number): Promise<void> {
    const logger = this.options.logger.child({ orderId });
    try {
      const result = await this.options.relay(orderId);
      switch (result.outcome) {
        case 'relayed':
          logger.info({ externalOrderId: result.externalOrderId }, 'order relayed to partner');
          return;
        case 'retry_scheduled': {
          logger.warn(
            { attempts: result.attempts, retryInMs: result.delayMs, error: result.error },
            'partner relay failed; will retry',
          );
          const timer = setTimeout(() => {
            this.retries.delete(orderId);
            this.enqueue(orderId);
          }, result.delayMs);
          timer.unref();
          this.retries.set(orderId, timer);
          return;
        }
        case 'failed':
          logger.error(
            { attempts: result.attempts, error: result.error },
            'partner relay gave up; order marked relay failed',
          );
          return;
        case 'skipped':
          return;
      }
    } catch (error) {
      // The database or the catalog failed before the attempt was recorded; the sweep tries again.
      logger.error({ err: error }, 'partner relay attempt could not run');
    }
  }
}
