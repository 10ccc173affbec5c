import { appendToOutbox, type OutboxEvent, type SqlExecutor } from '@marketplace/events';
import type { EventType } from '@marketplace/contracts';
import type { Order, StatusChange, StatusSource } from '../../domain/order';
import type { OrderEventOutbox } from '../../domain/unit-of-work';
import { ORDER_SCHEMA } from '../db/schema';

/** The `source` of the events the order service produces. */
export const ORDER_EVENT_SOURCE = 'order';

/** Appends the order service's events to its outbox inside the transaction it is given. */
export class OutboxOrderEvents implements OrderEventOutbox {
  constructor(private readonly tx: SqlExecutor) {}

  async orderCreated(order: Order): Promise<void> {
    await this.append({
      type: 'order.created',
      subject: String(order.id),
      source: ORDER_EVENT_SOURCE,
      data: {
        orderId: order.id,
        userId: order.userId,
        vendorId: order.vendorId,
        categoryId: order.categoryId,
        restaurantName: order.restaurantName,
        totalAmountPaise: order.bill.total,
        isExternal: order.relay.status === 'pending',
        status: order.status,
        createdAt: order.createdAt.toISOString(),
      },
    });
  }

  async statusChanged(order: Order, change: StatusChange, source: StatusSource): Promise<void> {
    await this.append({
      type: 'order.status_changed',
      subject: String(order.id),
      source: ORDER_EVENT_SOURCE,
      data: {
        orderId: order.id,
        userId: order.userId,
        previousStatus: change.previousStatus,
        status: change.status,
        externalStatus: change.externalStatus,
        changedAt: change.at.toISOString(),
        source,
        vendorId: order.vendorId,
      },
    });
  }

  async cancelled(order: Order, change: StatusChange, reason: string | null): Promise<void> {
    await this.append({
      type: 'order.cancelled',
      subject: String(order.id),
      source: ORDER_EVENT_SOURCE,
      data: { orderId: order.id, userId: order.userId, reason, cancelledAt: change.at.toISOString() },
    });
  }

  private async append<T extends EventType>(event: OutboxEvent<T>): Promise<void> {
    await appendToOutbox(this.tx, ORDER_SCHEMA, event);
  }
}
