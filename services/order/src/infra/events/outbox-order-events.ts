import { appendManyToOutbox, type OutboxEvent, type SqlExecutor } from '@marketplace/events';
import type { EventType } from '@marketplace/contracts';
import type { OrderEventOutbox, StatusChangeEvent } from '../../domain/unit-of-work';
import { ORDER_SCHEMA } from '../db/schema';

/** The `source` of the events the order service produces. */
export const ORDER_EVENT_SOURCE = 'order';

/** Appends the order service's events to its outbox inside the transaction it is given. */
export class OutboxOrderEvents implements OrderEventOutbox {
  constructor(private readonly tx: SqlExecutor) {}

  async statusChanges(changes: readonly StatusChangeEvent[]): Promise<void> {
    await appendManyToOutbox(this.tx, ORDER_SCHEMA, changes.flatMap(eventsOf));
  }
}

function eventsOf({ order, change, source, cancelReason }: StatusChangeEvent): OutboxEvent<EventType>[] {
  const subject = String(order.id);
  const statusChanged: OutboxEvent<'order.status_changed'> = {
    type: 'order.status_changed',
    subject,
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
  };
  if (change.status !== 'cancelled') return [statusChanged];
  const cancelled: OutboxEvent<'order.cancelled'> = {
    type: 'order.cancelled',
    subject,
    source: ORDER_EVENT_SOURCE,
    data: {
      orderId: order.id,
      userId: order.userId,
      reason: cancelReason,
      cancelledAt: change.at.toISOString(),
    },
  };
  return [statusChanged, cancelled];
}
