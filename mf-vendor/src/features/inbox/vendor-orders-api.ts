import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  VENDOR_INBOX_POLL_MS,
  VENDOR_ORDER_TABS,
  VENDOR_STREAM_EVENTS,
  VendorOrderSchema,
  VendorOrdersResponseSchema,
  type AcceptOrderRequest,
  type DeliverOrderRequest,
  type RejectOrderRequest,
  type VendorOrder,
  type VendorOrderTab,
  type VendorOrdersResponse,
  type VendorStatusRequest,
} from '@marketplace/contracts';
import { ApiError, apiFetch, useEventStream } from '@marketplace/ui/api';
import { applyOrderToTabs, sortedForTab, type TabLists } from './inbox-cache';

export const vendorOrderKeys = {
  /** Every read of orders: the inbox's tabs and the history. */
  all: ['vendor', 'orders'] as const,
  tab: (tab: VendorOrderTab) => ['vendor', 'orders', 'tab', tab] as const,
  history: (path: string) => ['vendor', 'orders', 'history', path] as const,
};

const ORDERS_PATH = '/api/vendor/orders';

/** GET /api/vendor/orders with a query string, parsed with the contract. */
export async function fetchVendorOrders(query: string, signal?: AbortSignal): Promise<VendorOrdersResponse> {
  return VendorOrdersResponseSchema.parse(await apiFetch<unknown>(`${ORDERS_PATH}?${query}`, { signal }));
}

/**
 * One tab of the inbox (GET /api/vendor/orders?status=new|in_progress|done), in the tab's order on
 * screen. Polled every 10 s while the live stream is down (`poll`); otherwise the stream keeps it.
 */
export function useInboxTab(tab: VendorOrderTab, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: vendorOrderKeys.tab(tab),
    queryFn: async ({ signal }) => {
      const answer = await fetchVendorOrders(new URLSearchParams({ status: tab }).toString(), signal);
      return { ...answer, orders: sortedForTab(tab, answer.orders) };
    },
    refetchInterval: poll ? VENDOR_INBOX_POLL_MS : false,
  });
}

/** Puts one order as it is now into the inbox's cached tabs (inbox-cache.ts decides where). */
export function putOrder(queryClient: QueryClient, order: VendorOrder): void {
  const lists: TabLists = {};
  for (const tab of VENDOR_ORDER_TABS) {
    lists[tab] = queryClient.getQueryData<VendorOrdersResponse>(vendorOrderKeys.tab(tab));
  }
  const next = applyOrderToTabs(lists, order);
  for (const tab of VENDOR_ORDER_TABS) {
    const list = next[tab];
    if (list !== undefined && list !== lists[tab]) queryClient.setQueryData(vendorOrderKeys.tab(tab), list);
  }
}

/** Reads the open lists again shortly: the server's counts and history, after a change shown at once. */
function useReconcile(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    // A burst of events (a replay after a reconnect) costs one read per open list.
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }),
      RECONCILE_DELAY_MS,
    );
  };
}
const RECONCILE_DELAY_MS = 300;

/** Whether the live stream is up: connecting at first, then live, or down while it reconnects. */
export type StreamState = 'connecting' | 'live' | 'down';

/**
 * GET /api/vendor/orders/events: each order of the member's stores as it arrives or changes, merged
 * into the inbox at once. The browser resumes a dropped stream with Last-Event-ID; a refused one is
 * opened again after a pause (useEventStream). Answers the stream's state: while it is not live,
 * the inbox polls.
 */
export function useInboxStream(): StreamState {
  const queryClient = useQueryClient();
  const reconcile = useReconcile();
  const [state, setState] = useState<StreamState>('connecting');
  useEventStream(
    `${ORDERS_PATH}/events`,
    VENDOR_STREAM_EVENTS.order,
    (data) => {
      const order = VendorOrderSchema.safeParse(data);
      if (!order.success) return;
      putOrder(queryClient, order.data);
      reconcile();
    },
    // A connection carries what happens from now on: read the lists again for what came before.
    () => {
      setState('live');
      reconcile();
    },
    () => setState('down'),
  );
  return state;
}

/** GET /api/vendor/orders/{id}: the order as it is now, after another member answered it first. */
async function fetchOrder(orderId: number): Promise<VendorOrder> {
  return VendorOrderSchema.parse(await apiFetch<unknown>(`${ORDERS_PATH}/${orderId}`));
}

type OrderCall =
  | { action: 'accept'; body: AcceptOrderRequest }
  | { action: 'reject'; body: RejectOrderRequest }
  | { action: 'status'; body: VendorStatusRequest }
  | { action: 'deliver'; body: DeliverOrderRequest };

/**
 * POST /api/vendor/orders/{id}/accept | reject | status | deliver. The answer (the order as it is
 * now) goes into the inbox at once. A refusal leaves the card to be read again: another member may
 * have answered first (409), and a wrong handoff code counts a try.
 */
export function useOrderCall<Call extends OrderCall>(orderId: number, action: Call['action']) {
  const queryClient = useQueryClient();
  const reconcile = useReconcile();
  return useMutation({
    mutationFn: async (body: Call['body']) =>
      VendorOrderSchema.parse(
        await apiFetch<unknown>(`${ORDERS_PATH}/${orderId}/${action}`, { method: 'POST', body }),
      ),
    onSuccess: (order) => {
      putOrder(queryClient, order);
      reconcile();
    },
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.status >= 500) return;
      try {
        putOrder(queryClient, await fetchOrder(orderId));
      } catch {
        // The order is gone from this member's view (404) or the read failed: the lists will say.
      }
      reconcile();
    },
  });
}

export type AcceptCall = Extract<OrderCall, { action: 'accept' }>;
export type RejectCall = Extract<OrderCall, { action: 'reject' }>;
export type StatusCall = Extract<OrderCall, { action: 'status' }>;
export type DeliverCall = Extract<OrderCall, { action: 'deliver' }>;

/** The order's history, one query per search (GET /api/vendor/orders?q=&status=&from=&to=&storeId=). */
export function useOrderHistory(query: string) {
  return useQuery({
    queryKey: vendorOrderKeys.history(query),
    queryFn: ({ signal }) => fetchVendorOrders(query, signal),
  });
}
