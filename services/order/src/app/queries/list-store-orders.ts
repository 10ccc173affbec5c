import {
  istDayStart,
  VENDOR_TAB_STATUSES,
  type OrderStatus,
  type StoreMembership,
  type VendorOrdersQuery,
} from '@marketplace/contracts';
import type { OrderRepository, StoreOrdersPage } from '../../domain/order.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date alone (YYYY-MM-DD) is a whole day in India Standard Time, where every store is. */
function dayStart(value: string): Date {
  return value.length === 10 ? istDayStart(value) : new Date(value);
}
/** `to` names the last day included, or an exact time. */
function rangeEnd(value: string): Date {
  return value.length === 10 ? new Date(istDayStart(value).getTime() + DAY_MS) : new Date(value);
}

/** 'CM-0042', 'cm42', '#42' or '42': the order's id; anything else finds no order. */
function orderIdSearched(q: string): number {
  const digits = /^(?:#|cm-?)?0*(\d{1,10})$/i.exec(q.trim())?.[1];
  return digits === undefined ? 0 : Number(digits);
}

function statusesOf(status: VendorOrdersQuery['status']): readonly OrderStatus[] | undefined {
  if (status === undefined) return undefined;
  return status in VENDOR_TAB_STATUSES
    ? VENDOR_TAB_STATUSES[status as keyof typeof VENDOR_TAB_STATUSES]
    : [status as OrderStatus];
}

/**
 * The inbox and the order history of the caller's stores: one store or all of them, a tab or one
 * status, a date range, an order number; newest first, with each tab's count under the same filters.
 * A store the caller does not belong to reads as one without orders.
 */
export async function listStoreOrders(
  deps: { orders: OrderRepository },
  { stores, query }: { stores: readonly StoreMembership[]; query: VendorOrdersQuery },
): Promise<StoreOrdersPage> {
  const storeIds = stores
    .map((store) => store.storeId)
    .filter((storeId) => query.storeId === undefined || storeId === query.storeId);
  if (storeIds.length === 0) return { orders: [], counts: { new: 0, in_progress: 0, done: 0 } };
  return deps.orders.listForStores({
    storeIds,
    statuses: statusesOf(query.status),
    placedFrom: query.from === undefined ? undefined : dayStart(query.from),
    placedTo: query.to === undefined ? undefined : rangeEnd(query.to),
    orderId: query.q ? orderIdSearched(query.q) : undefined,
    limit: query.limit,
  });
}
