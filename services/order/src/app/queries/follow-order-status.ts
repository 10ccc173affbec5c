import type {
  LiveChannel,
  LiveSubscription,
  LiveUpdatesRepository,
  OrderStatusUpdate,
} from '../../domain/live-updates';
import type { OrderRepository } from '../../domain/order.repository';
import { residentHandoffCode } from '../../domain/order';
import { getUserOrder } from './get-user-order';

export interface FollowOrderStatusDeps {
  orders: OrderRepository;
  live: LiveUpdatesRepository;
  orderStatusChannel: LiveChannel<OrderStatusUpdate>;
}

/**
 * The resident's own order, followed live. Without a last event id the order's current status
 * comes first; with one, every change after it. Someone else's order reads as missing, before
 * anything is sent.
 */
export async function followOrderStatus(
  deps: FollowOrderStatusDeps,
  { userId, orderId, lastEventId }: { userId: number; orderId: number; lastEventId: number | undefined },
): Promise<LiveSubscription<OrderStatusUpdate>> {
  // The latest change is read before the order: a change committing in between is then sent
  // again after the current status rather than lost behind it.
  const latest = lastEventId === undefined ? await deps.live.latestStatusUpdate(orderId) : null;
  const order = await getUserOrder(deps, { userId, orderId });
  const cursor = lastEventId ?? latest?.id ?? 0;
  const current: OrderStatusUpdate[] =
    lastEventId === undefined
      ? [
          {
            id: cursor,
            orderId: order.id,
            status: order.status,
            externalStatus: order.externalStatus,
            occurredAt: order.updatedAt,
            estimatedDeliveryAt: order.estimatedDeliveryAt,
            cancelReason: order.cancelReason,
            handoffCode: residentHandoffCode(order),
          },
        ]
      : [];

  let unfollow: (() => void) | undefined;
  let closed = false;
  return {
    start(deliver) {
      if (closed) return;
      if (current.length > 0) deliver(current);
      unfollow = deps.orderStatusChannel.follow(order.id, { cursor }, deliver);
    },
    close() {
      closed = true;
      unfollow?.();
    },
  };
}
