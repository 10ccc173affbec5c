import {
  decideStatusChange,
  orderNotificationFor,
  type StatusChange,
  type StatusDetails,
  type StatusUpdate,
} from '../../domain/order';
import type { OrderUnitOfWork } from '../../domain/unit-of-work';

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

/**
 * Moves an order to a status a partner reported (webhook or poll), the resident asked for (a
 * cancellation), a local vendor chose, or the system decided (an unanswered order), inside the
 * caller's transaction: the status and its time (with the step's details, such as the reason or
 * the vendor's preparation time), a history row, the resident's notification and
 * order.status_changed (plus order.cancelled, with the reason when one is known) commit together.
 * A repeat changes nothing; an older status is recorded in the history as not applied.
 */
export async function applyOrderStatus(
  { orders, notifications, events }: OrderUnitOfWork,
  {
    orderId,
    cancelReason = null,
    details = {},
    ...update
  }: StatusUpdate & { orderId: number; cancelReason?: string | null; details?: StatusDetails },
): Promise<ApplyStatusResult> {
  const order = await orders.findById(orderId);
  if (!order) return { outcome: 'unknown_order' };

  const decision = decideStatusChange(order, update);
  const history = {
    orderId: order.id,
    status: update.status,
    externalStatus: update.externalStatus,
    source: update.source,
    occurredAt: update.occurredAt,
  };
  if (decision.outcome === 'unchanged') return { outcome: 'unchanged', orderId: order.id };
  if (decision.outcome === 'stale') {
    await orders.addStatusHistory({ ...history, applied: false });
    return { outcome: 'stale', orderId: order.id };
  }

  const { change } = decision;
  const recorded =
    change.status === 'cancelled'
      ? { ...details, cancelledBy: update.source, ...(cancelReason && { cancelReason }) }
      : details;
  if (!(await orders.applyStatusChange(order.id, change, recorded)))
    throw new ConcurrentStatusChangeError(order.id);
  await orders.addStatusHistory({ ...history, applied: true });
  await notifications.create({
    userId: order.userId,
    orderId: order.id,
    ...orderNotificationFor(change.status, order.restaurantName, cancelReason),
  });
  await events.statusChanged(order, change, update.source);
  if (change.status === 'cancelled') await events.cancelled(order, change, cancelReason);
  return { outcome: 'applied', orderId: order.id, change };
}
