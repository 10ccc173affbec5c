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
