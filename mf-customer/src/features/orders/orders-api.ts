import { useEffect } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ORDER_STATUS_POLL_MS,
  ORDER_STREAM_EVENTS,
  ORDER_TRACKING_POLL_MS,
  OrderSchema,
  OrderStatusEventSchema,
  OrderStatusResponseSchema,
  QuickReviewSchema,
  ReviewSchema,
  USER_ORDERS_POLL_MS,
  UserOrdersResponseSchema,
  type Order,
  type OrderRatingRequest,
  type OrderStatusEvent,
  type OrderStatusResponse,
  type QuickReviewInput,
  type Review,
} from '@marketplace/contracts';
import { apiFetch, useEventStream } from '@marketplace/ui/api';
import { refreshAfterReviewChange } from '../reviews/reviews-api';
import { applyStatusEventToOrder, applyStatusEventToStatus } from './order-stream';
import { nextOrdersBefore, userOrdersPath } from './order-view';

export const orderKeys = {
  all: ['orders'] as const,
  user: () => ['orders', 'user'] as const,
  /** The history's pages; under user(), so invalidating the resident's orders reloads them too. */
  userPages: () => ['orders', 'user', 'pages'] as const,
  order: (orderId: number) => ['orders', orderId] as const,
  status: (orderId: number) => ['orders', orderId, 'status'] as const,
};

/** GET /api/orders/user: the resident's orders, newest first, polled every 30 s (customer spec 7). */
export function useUserOrders() {
  return useQuery({
    queryKey: orderKeys.user(),
    queryFn: async ({ signal }) =>
      UserOrdersResponseSchema.parse(await apiFetch<unknown>('/api/orders/user', { signal })),
    refetchInterval: USER_ORDERS_POLL_MS,
  });
}

/**
 * The order history: GET /api/orders/user a page at a time (the server's limit and before), the
 * loaded pages polled every 30 s; the next page while the last one came back full.
 */
export function useUserOrderPages() {
  return useInfiniteQuery({
    queryKey: orderKeys.userPages(),
    queryFn: async ({ pageParam, signal }) =>
      UserOrdersResponseSchema.parse(await apiFetch<unknown>(userOrdersPath(pageParam), { signal })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => nextOrdersBefore(lastPage),
    refetchInterval: USER_ORDERS_POLL_MS,
  });
}

/** GET /api/orders/{id}: tracking polls it every 10 s (customer spec 7), besides the live stream. */
export function useOrder(orderId: number | null, { poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.order(orderId ?? 0),
    queryFn: async ({ signal }) =>
      OrderSchema.parse(await apiFetch<unknown>(`/api/orders/${orderId}`, { signal })),
    enabled: orderId !== null,
    // A delivered or cancelled order moves no further: nothing left to poll for.
    refetchInterval: (query) =>
      poll && !isFinalStatus(query.state.data?.status) ? ORDER_TRACKING_POLL_MS : false,
    // An order that is not the resident's (404) or a bad id (400) will not become one by retrying.
    retry: (failures, error) => failures < 2 && !isClientError(error),
  });
}

export function isFinalStatus(status: string | undefined): boolean {
  return status === 'delivered' || status === 'cancelled';
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function fetchStatus(orderId: number, refresh: boolean, signal?: AbortSignal) {
  const query = refresh ? '?refresh=true' : '';
  return OrderStatusResponseSchema.parse(
    await apiFetch<unknown>(`/api/orders/${orderId}/status${query}`, { signal }),
  );
}

/** GET /api/orders/{id}/status: the status page polls it every 5 minutes (customer spec 7). */
export function useOrderStatus(orderId: number | null) {
  return useQuery({
    queryKey: orderKeys.status(orderId ?? 0),
    queryFn: ({ signal }) => fetchStatus(orderId!, false, signal),
    enabled: orderId !== null,
    refetchInterval: ORDER_STATUS_POLL_MS,
    retry: (failures, error) => failures < 2 && !isClientError(error),
  });
}

/** Puts a newer status into every copy the screens hold: the order, its status and the history. */
export function applyOrderStatus(queryClient: QueryClient, event: OrderStatusEvent): void {
  queryClient.setQueryData<Order>(orderKeys.order(event.orderId), (order) =>
    applyStatusEventToOrder(order, event),
  );
  queryClient.setQueryData<OrderStatusResponse>(orderKeys.status(event.orderId), (status) =>
    applyStatusEventToStatus(status, event),
  );
  queryClient.setQueryData<Order[]>(orderKeys.user(), (orders) =>
    orders?.map((order) => applyStatusEventToOrder(order, event)),
  );
  queryClient.setQueryData<InfiniteData<Order[], number | undefined>>(orderKeys.userPages(), (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => page.map((order) => applyStatusEventToOrder(order, event))),
        },
  );
}

/**
 * GET /api/orders/{id}/events: the order's status as the server learns it, so a change is on screen
 * within a second of the partner's webhook rather than at the next poll.
 */
export function useOrderStatusStream(orderId: number | null): void {
  const queryClient = useQueryClient();
  useEventStream(
    orderId === null ? null : `/api/orders/${orderId}/events`,
    ORDER_STREAM_EVENTS.status,
    (data) => {
      const event = OrderStatusEventSchema.safeParse(data);
      if (!event.success || event.data.orderId !== orderId) return;
      const key = orderKeys.order(orderId);
      const before = queryClient.getQueryData<Order>(key);
      applyOrderStatus(queryClient, event.data);
      // The event carries the status; the time each step happened comes with the whole order,
      // fetched once per change (a finished order is no longer polled).
      if (before !== undefined && queryClient.getQueryData<Order>(key) !== before) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    // The order may have moved between its first read and the stream's start: read it again, so
    // no step is skipped on screen.
    () => void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId ?? 0) }),
  );
}

export const trackingStatusKey = (orderId: number) => ['orders', orderId, 'status', 'refresh'] as const;

/**
 * Customer spec 7: tracking adds refresh=true to GET /api/orders/{id}/status, every 10 s beside the
 * order's own poll. The server asks the partner at most once a window per order and answers the
 * stored status otherwise. A status other than the one shown reads the whole order again, for the
 * step's time; the shown order only moves forward (order-stream.ts).
 */
export function useTrackingStatusRefresh(order: Order | undefined): void {
  const queryClient = useQueryClient();
  const orderId = order?.id ?? 0;
  const shown = order?.status;
  const status = useQuery({
    queryKey: trackingStatusKey(orderId),
    queryFn: ({ signal }) => fetchStatus(orderId, true, signal),
    enabled: order !== undefined && !isFinalStatus(shown),
    refetchInterval: ORDER_TRACKING_POLL_MS,
    retry: false,
  });
  const answer = status.data;
  useEffect(() => {
    if (answer === undefined || shown === undefined || answer.status === shown) return;
    applyOrderStatus(queryClient, { ...answer, orderId });
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId), exact: true });
  }, [answer, shown, orderId, queryClient]);
}

/** GET /api/orders/{id}/status?refresh=true: asks the partner now (Refresh Status). */
export function useRefreshOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchStatus(orderId, true),
    onSuccess: (status) => applyOrderStatus(queryClient, { ...status, orderId }),
  });
}

/** POST /api/orders/{id}/cancel: answers the cancelled order, or 409 with the reason when too late. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      OrderSchema.parse(await apiFetch<unknown>(`/api/orders/${orderId}/cancel`, { method: 'POST' })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** POST /api/orders/rating, with a body the rating form has already checked (order-rating.ts). */
export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderRatingRequest) => {
      await apiFetch<unknown>('/api/orders/rating', { method: 'POST', body: input });
    },
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.order(input.orderId) }),
  });
}

/** POST /api/reviews/quick: the one-tap rating of a delivered order (customer spec 4). */
export function useQuickRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuickReviewInput): Promise<Review> =>
      ReviewSchema.parse(
        await apiFetch<unknown>('/api/reviews/quick', {
          method: 'POST',
          body: QuickReviewSchema.parse(input),
        }),
      ),
    // As after the full review form: the vendor's stats, lists and eligibility now include it.
    // Not awaited: the thank-you shows at once, the caches reload behind it.
    onSuccess: (_review, input) => void refreshAfterReviewChange(queryClient, input.vendorId),
  });
}
