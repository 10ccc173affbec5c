import type { EarlyPartnerUpdateRepository } from './early-partner-update.repository';
import type { Order, StatusChange, StatusSource } from './order';
import type { NotificationRepository } from './notification.repository';
import type { OrderRepository } from './order.repository';

/** A status change as the order service publishes it: order.status_changed, and order.cancelled. */
export interface StatusChangeEvent {
  order: Pick<Order, 'id' | 'userId' | 'vendorId'>;
  change: StatusChange;
  source: StatusSource;
  /** For a cancellation: the reason the resident reads; null when the partner cancelled (partners give none). */
  cancelReason: string | null;
}

/** The events the order service publishes, appended to its outbox inside the caller's transaction. */
export interface OrderEventOutbox {
  /** The changes' events in their order, in one write. */
  statusChanges(changes: readonly StatusChangeEvent[]): Promise<void>;
}

/** Everything one business change writes, bound to one database transaction. */
export interface OrderUnitOfWork {
  orders: OrderRepository;
  notifications: NotificationRepository;
  earlyUpdates: EarlyPartnerUpdateRepository;
  events: OrderEventOutbox;
}

/** Runs the work in one transaction: all of it commits, or none of it. */
export type RunInTransaction = <T>(work: (unit: OrderUnitOfWork) => Promise<T>) => Promise<T>;
