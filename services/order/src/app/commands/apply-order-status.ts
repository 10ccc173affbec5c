import {
  decideStatusChange,
  orderNotificationFor,
  type Order,
  type StatusChange,
  type StatusDetails,
  type StatusUpdate,
} from '../../domain/order';
import type { NewNotification } from '../../domain/notification.repository';
import type { DecidedStatusChange, StatusHistoryEntry } from '../../domain/order.repository';
import type { OrderUnitOfWork, StatusChangeEvent } from '../../domain/unit-of-work';

export type ApplyStatusResult =
  | { outcome: 'applied'; orderId: number; change: StatusChange }
  | { outcome: 'unchanged' | 'stale'; orderId: number }
  | { outcome: 'unknown_order' };

/** Another writer moved the order between our read and our write; the whole transaction should run again. */
export class ConcurrentStatusChangeError extends Error {
  constructor(readonly orderId: number) {
    super(`Order ${orderId} changed status concurrently`);
    this.name = 'ConcurrentStatusChangeError';
  }
}

export type OrderStatusUpdate = StatusUpdate & {
  orderId: number;
  cancelReason?: string | null;
  details?: StatusDetails;
};

/**
 * Moves an order to a status a partner reported (webhook or poll), the resident asked for (a
 * cancellation), a local vendor chose, or the system decided (an unanswered order), inside the
 * caller's transaction: the status and its time (with the step's details, such as the reason or
 * the vendor's preparation time), a history row, the resident's notification and
 * order.status_changed (plus order.cancelled, with the reason when one is known) commit together.
 * A repeat changes nothing; an older status is recorded in the history as not applied.
 */
export async function applyOrderStatus(
  unit: OrderUnitOfWork,
  update: OrderStatusUpdate,
): Promise<ApplyStatusResult> {
  const [result] = await applyOrderStatuses(unit, [update]);
  return result!;
}

/**
 * applyOrderStatus for a set of updates, in their order (issue 26): each is decided against the
 * order as the updates before it left it, so repeats and out-of-order updates of one order in the
 * set are told apart as they would be one by one; then one read of the orders and one statement
 * each for the orders, their history, their notifications and their events.
 */
export async function applyOrderStatuses(
  { orders, notifications, events }: OrderUnitOfWork,
  updates: readonly OrderStatusUpdate[],
): Promise<ApplyStatusResult[]> {
  const found = await orders.findByIds(updates.map((update) => update.orderId));
  /** Each order as the updates so far have left it. */
  const current = new Map<number, Order>(found);
  const changes: DecidedStatusChange[] = [];
  const history: StatusHistoryEntry[] = [];
  const notes: NewNotification[] = [];
  const published: StatusChangeEvent[] = [];

  const results = updates.map(
    ({ orderId, cancelReason = null, details = {}, ...update }): ApplyStatusResult => {
      const order = current.get(orderId);
      if (!order) return { outcome: 'unknown_order' };
      const decision = decideStatusChange(order, update);
      const entry = {
        orderId,
        status: update.status,
        externalStatus: update.externalStatus,
        source: update.source,
        occurredAt: update.occurredAt,
      };
      if (decision.outcome === 'unchanged') return { outcome: 'unchanged', orderId };
      if (decision.outcome === 'stale') {
        history.push({ ...entry, applied: false });
        return { outcome: 'stale', orderId };
      }
      const { change } = decision;
      const recorded =
        change.status === 'cancelled'
          ? { ...details, cancelledBy: update.source, ...(cancelReason && { cancelReason }) }
          : details;
      changes.push({ orderId, change, details: recorded });
      history.push({ ...entry, applied: true });
      notes.push({
        userId: order.userId,
        orderId,
        ...orderNotificationFor(change.status, order.restaurantName, cancelReason),
      });
      published.push({ order, change, source: update.source, cancelReason });
      current.set(orderId, { ...order, status: change.status });
      return { outcome: 'applied', orderId, change };
    },
  );

  const changed = await orders.applyStatusChanges(changes);
  const moved = changes.find((decided) => !changed.has(decided.orderId));
  if (moved) throw new ConcurrentStatusChangeError(moved.orderId);
  await orders.addStatusHistory(history);
  await notifications.createMany(notes);
  await events.statusChanges(published);
  return results;
}
