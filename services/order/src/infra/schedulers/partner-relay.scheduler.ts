import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { relayOrderToPartner, type RelayOrderDeps } from '../../app/commands/relay-order-to-partner';
import { listDueRelays } from '../../app/queries/list-due-relays';

/** Due relays the safety sweep picks up at a time. */
const DUE_RELAYS_PER_SWEEP = 50;

interface PartnerRelayDeps extends RelayOrderDeps {
  logger: Logger;
}

/**
 * Drives relays to partners: an order.created event enqueues the first attempt, a failed attempt
 * schedules its retry after the backoff the command chose, and a periodic sweep picks up any pending
 * relay whose retry timer did not survive a restart. One attempt per order runs at a time here;
 * the lease taken by the command keeps other instances off it.
 */
export class PartnerRelayScheduler {
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly retries = new Map<number, NodeJS.Timeout>();
  private sweep: PeriodicTask | undefined;
  private stopped = false;

  /** sweepIntervalMs: how often the safety sweep looks for due relays. */
  constructor(
    private readonly deps: PartnerRelayDeps,
    private readonly sweepIntervalMs: number,
  ) {}

  start(): void {
    if (this.stopped) return;
    this.sweep ??= startPeriodicTask({
      name: 'partner-order-relay-sweep',
      intervalMs: this.sweepIntervalMs,
      logger: this.deps.logger,
      run: async () => {
        for (const orderId of await listDueRelays(this.deps, DUE_RELAYS_PER_SWEEP)) this.enqueue(orderId);
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
    const logger = this.deps.logger.child({ orderId });
    try {
      const result = await relayOrderToPartner(this.deps, orderId);
      switch (result.outcome) {
        case 'relayed':
          logger.info({ externalOrderId: result.externalOrderId }, 'order relayed to partner');
          if (result.earlyUpdatesError !== undefined)
            logger.warn(
              { err: result.earlyUpdatesError },
              'early partner updates not applied at once; the sweep will',
            );
          return;
        case 'retry_scheduled':
          logger.warn(
            { attempts: result.attempts, retryInMs: result.delayMs, error: result.error },
            'partner relay failed; will retry',
          );
          this.retryLater(orderId, result.delayMs);
          return;
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

  private retryLater(orderId: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retries.delete(orderId);
      this.enqueue(orderId);
    }, delayMs);
    timer.unref();
    this.retries.set(orderId, timer);
  }
}
