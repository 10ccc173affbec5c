import {
  HOME_ACTIVE_ORDER_TEXTS,
  HOME_ORDER_STATUS_LABELS,
  activeOrderItemCount,
  formatRupeeAmount,
  type ActiveOrder,
  type OrderStatus,
} from '@marketplace/contracts';

export interface ActiveOrderCardView {
  id: number;
  vendor: string;
  statusLabel: string;
  itemCount: string;
  total: string;
  trackPath: string;
}

/**
 * Customer spec 2, home: the floating card of the browser-saved active order, or null once it is
 * delivered (the spec hides it then) or cancelled (nothing is on its way any more).
 */
export function activeOrderCard(order: ActiveOrder | null): ActiveOrderCardView | null {
  if (order === null || order.status === 'delivered' || order.status === 'cancelled') return null;
  return {
    id: order.id,
    vendor: order.vendor,
    statusLabel: HOME_ORDER_STATUS_LABELS[order.status],
    itemCount: HOME_ACTIVE_ORDER_TEXTS.itemCount(activeOrderItemCount(order)),
    total: formatRupeeAmount(order.total),
    trackPath: `/customer/order-details/${order.id}`,
  };
}

/** The saved order with the server's newer status, or null when the status is the one already saved. */
export function withFreshStatus(order: ActiveOrder, status: OrderStatus): ActiveOrder | null {
  return order.status === status ? null : { ...order, status };
}

/**
 * The card as the home shows it: only once the server has answered the order's status for the
 * signed-in resident. The saved order is the browser's, not the resident's, so on a shared browser
 * another resident's order must not show while its status call is on its way (or refused).
 */
export function confirmedActiveOrderCard(
  order: ActiveOrder | null,
  serverStatus: OrderStatus | undefined,
  refused: boolean,
): ActiveOrderCardView | null {
  if (order === null || serverStatus === undefined || refused) return null;
  return activeOrderCard({ ...order, status: serverStatus });
}
