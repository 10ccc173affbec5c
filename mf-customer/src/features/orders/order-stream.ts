import {
  canTransition,
  type Order,
  type OrderStatusEvent,
  type OrderStatusResponse,
} from '@marketplace/contracts';

/**
 * What a `status` event of the order's live stream (or a status poll's answer) does to the screens'
 * copies. The stream and the polls race, and the order's updatedAt moves on writes that are not
 * status changes, so times cannot order them: the order flow does. A status further along the flow
 * (or cancelled, from a status that can still be cancelled) is applied; one that would put the
 * order back is not. The same status may still bring a newer partner word or arrival time.
 */
function moves<S extends { status: Order['status'] }>(
  shown: S,
  event: OrderStatusEvent,
  shownAt: string,
): boolean {
  if (canTransition(shown.status, event.status)) return true;
  return shown.status === event.status && !isOlder(event.lastUpdated, shownAt);
}

function isOlder(candidate: string, than: string): boolean {
  const a = Date.parse(candidate);
  const b = Date.parse(than);
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}

/** The order with the event applied, or the same object when the event changes nothing. */
export function applyStatusEventToOrder<T extends Order | undefined>(order: T, event: OrderStatusEvent): T {
  if (order === undefined || order.id !== event.orderId) return order;
  if (!moves(order, event, order.updatedAt)) return order;
  // A stream of an older order service sends no reason or code: the order keeps what it has.
  const cancelReason = event.cancelReason === undefined ? order.cancelReason : event.cancelReason;
  const handoffCode = event.handoffCode === undefined ? order.handoffCode : event.handoffCode;
  if (
    order.status === event.status &&
    order.externalStatus === event.externalStatus &&
    order.estimatedDeliveryTime === event.estimatedDeliveryTime &&
    order.cancelReason === cancelReason &&
    order.handoffCode === handoffCode
  ) {
    return order;
  }
  return {
    ...order,
    status: event.status,
    externalStatus: event.externalStatus,
    estimatedDeliveryTime: event.estimatedDeliveryTime,
    cancelReason,
    handoffCode,
    updatedAt: event.lastUpdated,
  };
}

export function applyStatusEventToStatus<T extends OrderStatusResponse | undefined>(
  current: T,
  event: OrderStatusEvent,
): T {
  if (current !== undefined && !moves(current, event, current.lastUpdated)) return current;
  const next: OrderStatusResponse = {
    status: event.status,
    externalStatus: event.externalStatus,
    lastUpdated: event.lastUpdated,
    estimatedDeliveryTime: event.estimatedDeliveryTime,
  };
  return next as T;
}
