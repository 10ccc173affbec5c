import { Router, type Request, type Response } from 'express';
import {
  LIVE_STREAM_HEARTBEAT_MS,
  LIVE_STREAM_MESSAGES,
  LIVE_STREAM_RETRY_MS,
  LIVE_STREAMS_PER_USER,
  ORDER_MESSAGES,
  ORDER_STREAM_EVENTS,
  VENDOR_STREAM_EVENTS,
  type OrderStatusEvent,
} from '@marketplace/contracts';
import {
  badRequest,
  openEventStream,
  parsePathId,
  requireStoreMember,
  requireUser,
  tooManyRequests,
  type ServerSentEvent,
} from '@marketplace/service-kit';
import { followNotifications, type FollowNotificationsDeps } from '../app/queries/follow-notifications';
import { followOrderStatus, type FollowOrderStatusDeps } from '../app/queries/follow-order-status';
import { followStoreOrders, type FollowStoreOrdersDeps } from '../app/queries/follow-store-orders';
import type { LiveSubscription, OrderStatusUpdate } from '../domain/live-updates';
import { toNotificationResponse } from './order.presenters';
import { toVendorOrderResponse } from './vendor-order.presenters';

export interface LiveEventsRoutesDeps
  extends FollowOrderStatusDeps, FollowNotificationsDeps, FollowStoreOrdersDeps {
  acceptWindowMs: number;
  /** LIVE_STREAM_HEARTBEAT_MS unless a test wants to see heartbeats sooner. */
  liveHeartbeatMs?: number;
}

const LAST_EVENT_ID = /^\d{1,15}$/;

/** The browser's Last-Event-ID on a reconnect: the id of the last event it saw. */
function lastEventIdOf(req: Request): number | undefined {
  const raw = req.headers['last-event-id'];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !LAST_EVENT_ID.test(raw.trim()))
    throw badRequest(LIVE_STREAM_MESSAGES.invalidLastEventId);
  return Number(raw.trim());
}

function toOrderStatusEvent(update: OrderStatusUpdate): OrderStatusEvent {
  return {
    orderId: update.orderId,
    status: update.status,
    externalStatus: update.externalStatus,
    lastUpdated: update.occurredAt.toISOString(),
    estimatedDeliveryTime: update.estimatedDeliveryAt ? update.estimatedDeliveryAt.toISOString() : null,
    cancelReason: update.cancelReason,
    handoffCode: update.handoffCode,
  };
}

/**
 * Live order status, notifications and a store's inbox as server-sent events
 * (GET /api/orders/:orderId/events, GET /api/notifications/events, GET /api/vendor/orders/events),
 * all counted against the user's streams. Refusals (signed out, someone else's order, too many streams)
 * are JSON answers before the stream starts; once it has, only events and heartbeats follow.
 */
export function liveEventsRoutes(deps: LiveEventsRoutesDeps): Router {
  const router = Router();
  const openPerUser = new Map<number, number>();
  const heartbeatMs = deps.liveHeartbeatMs ?? LIVE_STREAM_HEARTBEAT_MS;

  /** Holds one of the resident's stream slots; the release gives it back once. */
  const takeSlot = (userId: number): (() => void) => {
    const open = openPerUser.get(userId) ?? 0;
    if (open >= LIVE_STREAMS_PER_USER) throw tooManyRequests(LIVE_STREAM_MESSAGES.tooManyStreams);
    openPerUser.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (openPerUser.get(userId) ?? 1) - 1;
      if (left > 0) openPerUser.set(userId, left);
      else openPerUser.delete(userId);
    };
  };

  async function stream<T>(
    req: Request,
    res: Response,
    userId: number,
    subscribe: () => Promise<LiveSubscription<T>>,
    toEvent: (item: T) => ServerSentEvent,
  ): Promise<void> {
    const release = takeSlot(userId);
    let subscription: LiveSubscription<T>;
    try {
      subscription = await subscribe();
    } catch (error) {
      release();
      throw error;
    }
    if (res.destroyed) {
      subscription.close();
      release();
      return;
    }
    const events = openEventStream(req, res, { retryMs: LIVE_STREAM_RETRY_MS, heartbeatMs });
    events.onClose(() => {
      subscription.close();
      release();
    });
    subscription.start((items) => {
      for (const item of items) events.send(toEvent(item));
    });
  }

  router.get('/api/orders/:orderId/events', async (req, res) => {
    const user = requireUser(req);
    const orderId = parsePathId(req.params.orderId, ORDER_MESSAGES.invalidOrderId);
    const lastEventId = lastEventIdOf(req);
    await stream(
      req,
      res,
      user.id,
      () => followOrderStatus(deps, { userId: user.id, orderId, lastEventId }),
      (update) => ({ event: ORDER_STREAM_EVENTS.status, id: update.id, data: toOrderStatusEvent(update) }),
    );
  });

  router.get('/api/notifications/events', async (req, res) => {
    const user = requireUser(req);
    const lastEventId = lastEventIdOf(req);
    await stream(
      req,
      res,
      user.id,
      () => followNotifications(deps, { userId: user.id, lastEventId }),
      (notification) => ({
        event: ORDER_STREAM_EVENTS.notification,
        id: notification.id,
        data: toNotificationResponse(notification),
      }),
    );
  });

  router.get('/api/vendor/orders/events', async (req, res) => {
    const member = requireStoreMember(req);
    const lastEventId = lastEventIdOf(req);
    await stream(
      req,
      res,
      member.id,
      () => followStoreOrders(deps, { stores: member.stores, lastEventId }),
      (update) => ({
        event: VENDOR_STREAM_EVENTS.order,
        id: update.id,
        data: toVendorOrderResponse(update.order, deps.acceptWindowMs),
      }),
    );
  });

  return router;
}
