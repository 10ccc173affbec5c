import {
  VENDOR_ORDER_TABS,
  type VendorOrder,
  type VendorOrderTab,
  type VendorOrdersResponse,
} from '@marketplace/contracts';
import { tabOf } from './order-card-text';

/** The inbox's cached answer for each tab it has read (GET /api/vendor/orders?status=<tab>). */
export type TabLists = Partial<Record<VendorOrderTab, VendorOrdersResponse>>;

/** The most a tab keeps after live additions: what one answer holds by default. */
export const TAB_LIST_LIMIT = 50;

const time = (iso: string) => {
  const parsed = Date.parse(iso);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * A tab's order on screen, whatever the server's: New and In progress oldest first (the first to
 * run out of time on top), Done latest change first.
 */
export function sortedForTab(tab: VendorOrderTab, orders: readonly VendorOrder[]): VendorOrder[] {
  const sorted = [...orders];
  if (tab === 'done') sorted.sort((a, b) => time(b.updatedAt) - time(a.updatedAt) || b.id - a.id);
  else sorted.sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
  return sorted;
}

function findShown(lists: TabLists, orderId: number): VendorOrder | undefined {
  for (const tab of VENDOR_ORDER_TABS) {
    const found = lists[tab]?.orders.find((order) => order.id === orderId);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One order as it is now (a live event, or the answer to the member's own call) put into the
 * tabs' cached lists: out of the tab it was in, into the tab of its status, and the counts moved
 * with it when the move is known. An order older than the copy shown (a replayed event, a stream
 * slower than a poll) changes nothing. Lists that do not change keep their identity.
 */
export function applyOrderToTabs(lists: TabLists, order: VendorOrder): TabLists {
  const shown = findShown(lists, order.id);
  if (shown !== undefined && time(shown.updatedAt) > time(order.updatedAt)) return lists;
  if (shown !== undefined && shown.updatedAt === order.updatedAt && shown.status === order.status) {
    return lists;
  }

  const target = tabOf(order.status);
  // Where the order was counted: the tab it is shown in; nowhere if it is a new order never seen.
  // Otherwise unknown, and the counts wait for the next read of the server's.
  const from: VendorOrderTab | null | undefined =
    shown !== undefined ? tabOf(shown.status) : order.status === 'pending' ? null : undefined;

  const next: TabLists = {};
  for (const tab of VENDOR_ORDER_TABS) {
    const list = lists[tab];
    if (list === undefined) continue;
    const others = list.orders.filter((candidate) => candidate.id !== order.id);
    const orders = tab === target ? sortedForTab(tab, [order, ...others]).slice(0, TAB_LIST_LIMIT) : others;
    const counts = { ...list.counts };
    if (from !== undefined && from !== target) {
      if (from !== null) counts[from] = Math.max(0, counts[from] - 1);
      counts[target] += 1;
    }
    next[tab] = { orders, counts };
  }
  return next;
}

/** The counts to show on the tabs: those of the latest answer read. */
export function latestCounts(
  answers: ReadonlyArray<{ data: VendorOrdersResponse | undefined; updatedAt: number }>,
): VendorOrdersResponse['counts'] | undefined {
  let latest: { data: VendorOrdersResponse | undefined; updatedAt: number } | undefined;
  for (const answer of answers) {
    if (answer.data !== undefined && (latest === undefined || answer.updatedAt >= latest.updatedAt)) {
      latest = answer;
    }
  }
  return latest?.data?.counts;
}
