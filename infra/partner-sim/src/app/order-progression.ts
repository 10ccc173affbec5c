import type { Logger } from '@marketplace/service-kit';
import { advance, isFinished } from '../domain/partner-order';
import type { PartnerOrderRepository } from '../domain/partner-order.repository';
import { webhookPayloadFor, type OrderWebhookPublisher } from '../domain/order-webhooks';

export interface OrderProgressionDeps {
  orders: PartnerOrderRepository;
  webhooks: OrderWebhookPublisher;
  /** Time between two steps of one order. */
  stepMs: number;
  clock: () => Date;
  logger: Logger;
}

/** Plays the kitchen: walks each order one status further every step and announces each step. */
export class OrderProgression {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly deps: OrderProgressionDeps) {}

  start(orderId: string): void {
    if (this.stopped || this.timers.has(orderId)) return;
    this.timers.set(
      orderId,
      setTimeout(() => this.step(orderId), this.deps.stepMs),
    );
  }

  /** Stops one order where it is (it was cancelled). */
  halt(orderId: string): void {
    clearTimeout(this.timers.get(orderId));
    this.timers.delete(orderId);
  }

  /** Clears every pending step; no order moves after this. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private step(orderId: string): void {
    this.timers.delete(orderId);
    const order = this.deps.orders.find(orderId);
    if (!order || isFinished(order.status)) return;
    const moved = advance(order, this.deps.clock());
    this.deps.orders.save(moved);
    this.deps.logger.info({ orderId, status: moved.status }, 'order status changed');
    this.deps.webhooks.publish(webhookPayloadFor(moved));
    if (!isFinished(moved.status)) this.start(orderId);
  }
}
