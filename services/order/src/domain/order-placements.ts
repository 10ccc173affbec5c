import type { NotificationText, Order } from './order';
import type { NewOrder } from './order.repository';

/**
 * Where placed orders are recorded (issue 26): each with its lines, its first history row, its
 * notification and its order.created event, all or nothing. Resolves once the order has committed.
 */
export interface OrderPlacements {
  place(order: NewOrder, notification: NotificationText): Promise<Order>;
}

/** The order as it stands the moment it is recorded: pending, nothing yet asked or answered of it. */
export function justPlaced(order: NewOrder, id: number): Order {
  const { relayStatus, createdAt, ...placed } = order;
  return {
    ...placed,
    id,
    status: 'pending',
    externalStatus: null,
    externalOrderId: null,
    paymentStatus: 'pending',
    statusTimes: {
      acceptedAt: null,
      preparingAt: null,
      readyAt: null,
      pickedUpAt: null,
      outForDeliveryAt: null,
      deliveredAt: null,
      cancelledAt: null,
    },
    relay: { status: relayStatus, attempts: 0, error: null, nextAttemptAt: null, relayedAt: null },
    partnerCancel: { status: null, attempts: 0, error: null, nextAttemptAt: null },
    partnerOrderStatusUrl: null,
    lastPolledAt: null,
    rating: null,
    ratingRemarks: null,
    cancelReason: null,
    vendorHandling: {
      prepMinutes: null,
      handoffCode: null,
      handoffFailures: 0,
      deliveredWithoutCode: false,
      answeredByUserId: null,
    },
    createdAt,
    updatedAt: createdAt,
  };
}
