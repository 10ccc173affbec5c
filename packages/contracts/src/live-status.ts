/**
 * The live status streams (GET /api/orders/{orderId}/events, GET /api/notifications/events): what a
 * client may rely on beside the event shapes in customer-orders.ts (OrderStatusEventSchema,
 * NotificationSchema, ORDER_STREAM_EVENTS, LIVE_STREAM_HEARTBEAT_MS).
 */

/** The `retry:` hint: how long a browser's EventSource waits before reconnecting with Last-Event-ID. */
export const LIVE_STREAM_RETRY_MS = 3_000;

/** Streams one resident may hold open at once (both kinds together, on one order service). */
export const LIVE_STREAMS_PER_USER = 10;

export const LIVE_STREAM_MESSAGES = {
  tooManyStreams: `Too many live updates are open for this account (at most ${LIVE_STREAMS_PER_USER}). Close another tab and try again.`,
  invalidLastEventId: 'Last-Event-ID must be a whole number',
} as const;
