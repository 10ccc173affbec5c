import type { Order, OrderStatusEvent, OrderStatusResponse } from '@marketplace/contracts';

/**
 * What a `status` event of the order's live stream does to the screens' copies. The stream and the
 * polls race: an event (or a poll's answer) older than what is shown must not put the order back,
 * so the newer lastUpdated wins, and a tie keeps the further status.
 */
function isOlder(candidate: string, than: string): boolean {
  const a = Date.parse(candidate);
  const b = Date.parse(than);
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}

/** The order with the event applied, or the same object when the event changes nothing. */
export function applyStatusEventToOrder<T extends Order | undefined>(order: T, event: OrderStatusEvent): T {
  if (order === undefined || order.id !== event.orderId) return order;
  if (isOlder(event.lastUpdated, order.updatedAt)) return order;
  if (
    order.status === event.status &&
    order.externalStatus === event.externalStatus &&
    order.estimatedDeliveryTime === event.estimatedDeliveryTime
  ) {
    return order;
  }
  return {
    ...order,
    status: event.status,
    externalStatus: event.externalStatus,
    estimatedDeliveryTime: event.estimatedDeliveryTime,
    updatedAt: event.lastUpdated,
  };
}

export function applyStatusEventToStatus<T extends OrderStatusResponse | undefined>(
  current: T,
  event: OrderStatusEvent,
): T {
  if (current !== undefined && isOlder(event.lastUpdated, current.lastUpdated)) return current;
  const next: OrderStatusResponse = {
    status: event.status,
    externalStatus: event.externalStatus,
    lastUpdated: event.lastUpdated,
    estimatedDeliveryTime: event.estimatedDeliveryTime,
  };
  return next as T;
}
