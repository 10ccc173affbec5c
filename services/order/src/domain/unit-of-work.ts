import type { EarlyPartnerUpdateRepository } from './early-partner-update.repository';
import type { Order, StatusChange, StatusSource } from './order';
import type { NotificationRepository } from './notification.repository';
import type { OrderRepository } from './order.repository';

/** The events the order service publishes, appended to its outbox inside the caller's transaction. */
export interface OrderEventOutbox {
  orderCreated(order: Order): Promise<void>;
  statusChanged(order: Order, change: StatusChange, source: StatusSource): Promise<void>;
  /** reason: null when the partner cancelled (partners give none). */
  cancelled(order: Order, change: StatusChange, reason: string | null): Promise<void>;
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
