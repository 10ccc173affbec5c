import type { OrderStatus } from '@marketplace/contracts';
import type { StoredNotification } from './notification.repository';
import type { Order } from './order';

/** One applied status change of an order, as its history row keeps it; the row id is the stream's event id. */
export interface OrderStatusUpdate {
  id: number;
  orderId: number;
  status: OrderStatus;
  externalStatus: string | null;
  occurredAt: Date;
  estimatedDeliveryAt: Date | null;
  cancelReason: string | null;
  /** The resident's code, on the update that took the order out for delivery. */
  handoffCode: string | null;
}

/** A local order of a store as it is after a change (its latest history row's id is the event id). */
export interface StoreOrderUpdate {
  id: number;
  storeId: number;
  order: Order;
}

/** What a live stream carries: anything with a durable, increasing id. */
export interface LiveItem {
  id: number;
  /**
   * Set on rows read again because they are recent, though their id is below the reader's cursor:
   * a transaction that drew a lower id can commit after one that drew a higher id.
   */
  recent?: boolean;
}

/** Reads what the live streams send, from the tables the changes are committed to. */
export interface LiveUpdatesRepository {
  /** Each order's applied status changes after its own id (order id → id), oldest first. */
  statusUpdatesSince(afterIds: ReadonlyMap<number, number>): Promise<OrderStatusUpdate[]>;
  /** The order's latest applied status change (its current status); null for an unknown order. */
  latestStatusUpdate(orderId: number): Promise<OrderStatusUpdate | null>;
  /**
   * Each resident's notifications after their own id (resident id → id), and those created within
   * the recent window whatever their id (flagged `recent`), oldest first.
   */
  notificationsSince(afterIds: ReadonlyMap<number, number>): Promise<(StoredNotification & LiveItem)[]>;
  /** Each store's local orders changed after its own id (store id → history id), as they are now. */
  storeOrderUpdatesSince(afterIds: ReadonlyMap<number, number>): Promise<StoreOrderUpdate[]>;
  /** The newest history row's id: where a store's stream starts when it resumes nothing. */
  latestHistoryId(): Promise<number>;
  /** Past the resident's newest notification, with the recent window's ids counted as sent. */
  notificationCursor(userId: number): Promise<LiveCursor>;
}

/** Where a stream's cursor starts: past `cursor`, with these ids (at or below it) already sent. */
export interface LiveCursor {
  cursor: number;
  delivered?: readonly number[];
}

/**
 * Delivers committed changes of one key (an order, a resident) to a follower, each once, in id
 * order per delivery: first what committed after the cursor, then every later change.
 */
export interface LiveChannel<T extends LiveItem> {
  /** Returns the unfollow; the follower's listener is dropped with it. */
  follow(key: number, from: LiveCursor, deliver: (items: T[]) => void): () => void;
}

/** An open subscription a use case hands to its transport. */
export interface LiveSubscription<T> {
  /** Sends what the follower should see first, then every change as it commits. */
  start(deliver: (items: T[]) => void): void;
  close(): void;
}
