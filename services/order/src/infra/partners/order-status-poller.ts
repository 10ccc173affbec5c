import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import type { PollRoundEntry } from '../../app/commands/poll-due-order-statuses';

export interface OrderStatusPollerOptions {
  /** One round (pollDueOrderStatuses with its dependencies). */
  pollRound: () => Promise<PollRoundEntry[]>;
  /** How often to look for due orders; each config's own interval decides when an order is asked. */
  tickMs: number;
  logger: Logger;
}

/** Asks partners for the status of their open orders, per the order status configs (ARCHITECTURE.md, Partners). */
export class OrderStatusPoller {
  private task: PeriodicTask | undefined;

  constructor(private readonly options: OrderStatusPollerOptions) {}

  start(): void {
    this.task ??= startPeriodicTask({
      name: 'order-status-poller',
      intervalMs: this.options.tickMs,
      logger: this.options.logger,
      run: () => this.round(),
    });
  }

  async stop(): Promise<void> {
    await this.task?.stop();
  }

  private async round(): Promise<void> {
    for (const entry of await this.options.pollRound()) {
      switch (entry.outcome) {
        case 'applied':
          this.options.logger.info(
            { orderId: entry.orderId, status: entry.change.status },
            'polled status applied',
          );
          break;
        case 'stale':
          this.options.logger.warn({ orderId: entry.orderId }, 'partner reported an older status; ignored');
          break;
        case 'unknown_status':
          this.options.logger.warn(
            { orderId: entry.orderId, externalStatus: entry.externalStatus },
            'partner reported an unknown status',
          );
          break;
        case 'error':
          this.options.logger.warn({ orderId: entry.orderId, error: entry.error }, 'status poll failed');
          break;
        default:
          break;
      }
    }
  }
}
