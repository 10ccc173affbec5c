import {
  PAYMENT_METHOD_LABELS,
  displayedOrderStatus,
  formatRupeeAmount,
  knownStatusOrPending,
  USER_ORDERS_DEFAULT_LIMIT,
  type Order,
} from '@marketplace/contracts';
import type { BadgeVariant } from '@marketplace/ui';

/** Customer spec 3: 'cod' is Cash on Delivery, anything else Paid Online. */
export function paymentLabel(paymentMethod: string): string {
  return paymentMethod === 'cod' ? PAYMENT_METHOD_LABELS.cod : PAYMENT_METHOD_LABELS.other;
}

/** Date and time of an order in the resident's locale, e.g. "25 Nov 2026, 7:05 pm". */
export function formatOrderTime(iso: string, locale = 'en-IN', timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** The badge's colour: green once delivered, red when cancelled, the brand colour on the way. */
export function statusTone(status: string): BadgeVariant {
  const known = knownStatusOrPending(status);
  if (known === 'delivered') return 'success';
  if (known === 'cancelled') return 'destructive';
  return 'brand';
}

/** Customer spec 2, Reorder: the vendor's page, by our id or, failing it, the partner's restaurant id. */
export function reorderPath(order: Pick<Order, 'vendorId' | 'externalRestaurantId'>): string | null {
  const vendor = order.vendorId > 0 ? String(order.vendorId) : order.externalRestaurantId;
  return vendor ? `/customer/vendor/${encodeURIComponent(vendor)}` : null;
}

export interface OrderCardView {
  id: number;
  restaurantName: string;
  orderNumber: string;
  statusLabel: string;
  statusTone: BadgeVariant;
  /** 'name (quantity)' per line (customer spec 2). */
  items: string[];
  placedAt: string;
  address: string;
  total: string;
  payment: string;
  trackPath: string;
  /** Only a delivered order offers Reorder. */
  reorderPath: string | null;
}

/** Customer spec 2, order history: everything one card shows. */
export function orderCardView(order: Order, timeZone?: string): OrderCardView {
  return {
    id: order.id,
    restaurantName: order.restaurantName,
    orderNumber: order.orderNumber,
    statusLabel: displayedOrderStatus(order),
    statusTone: statusTone(order.status),
    items: order.items.map((item) => `${item.name} (${item.quantity})`),
    placedAt: formatOrderTime(order.createdAt, 'en-IN', timeZone),
    address: order.deliveryAddress,
    // What the order service charged, shown as it is (not a menu price in paise).
    total: formatRupeeAmount(order.totalAmount),
    payment: paymentLabel(order.paymentMethod),
    trackPath: `/customer/order-tracking/${order.id}`,
    reorderPath: order.status === 'delivered' ? reorderPath(order) : null,
  };
}

/** GET /api/orders/user, one page: the newest orders, or those before the last one shown. */
export function userOrdersPath(before: number | undefined, limit = USER_ORDERS_DEFAULT_LIMIT): string {
  return `/api/orders/user?limit=${limit}${before === undefined ? '' : `&before=${before}`}`;
}

/**
 * The `before` of the next page: the last order's id while a full page came back (there may be
 * more), or undefined once a page came back short (that was the last).
 */
export function nextOrdersBefore(page: readonly Pick<Order, 'id'>[], limit = USER_ORDERS_DEFAULT_LIMIT) {
  return page.length < limit ? undefined : page.at(-1)?.id;
}
