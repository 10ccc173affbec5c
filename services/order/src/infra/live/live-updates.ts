import { prismaSqlClient } from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import type { LiveItem, OrderStatusUpdate, StoreOrderUpdate } from '../../domain/live-updates';
import type { StoredNotification } from '../../domain/notification.repository';
import type { PrismaClient } from '../db/generated/client';
import { PrismaLiveUpdatesRepository } from '../db/prisma-live-updates.repository';
import { LiveChannelHub } from './live-channel-hub';
import { OutboxChangeFeed } from './outbox-change-feed';

/**
 * How often the outbox is read while streams are open. Our own unit of work's commits wake it at
 * once; the event consumer's (partners' webhooks) and other processes' wait for this poll: 50 ms
 * keeps that under a tenth of the second the status may take, for one cheap max(seq) a poll.
 */
export const LIVE_POLL_INTERVAL_MS = 50;

export interface LiveUpdates {
  live: PrismaLiveUpdatesRepository;
  orderStatusChannel: LiveChannelHub<OrderStatusUpdate>;
  notificationChannel: LiveChannelHub<StoredNotification & LiveItem>;
  /** A store's local orders, keyed by store (the vendor app's inbox). */
  storeOrderChannel: LiveChannelHub<StoreOrderUpdate>;
  /** Call after a commit in this process: the feed reads now instead of at its next poll. */
  committed(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The live streams' plumbing: the outbox feed of committed order changes, and one hub for order
 * streams (keyed by order), one for notification streams (keyed by resident) and one for store
 * inboxes (keyed by store) fed by it.
 */
export function createLiveUpdates(
  prisma: PrismaClient,
  logger: Logger,
  pollIntervalMs = LIVE_POLL_INTERVAL_MS,
): LiveUpdates {
  const live = new PrismaLiveUpdatesRepository(prisma);
  const log = logger.child({ component: 'live-updates' });
  const feed: OutboxChangeFeed = new OutboxChangeFeed({
    sql: prismaSqlClient(prisma),
    logger: log,
    pollIntervalMs,
    active: () =>
      orderStatusChannel.followedKeys + notificationChannel.followedKeys + storeOrderChannel.followedKeys > 0,
  });
  const ready = () => feed.ready();
  const orderStatusChannel = new LiveChannelHub<OrderStatusUpdate>({
    read: (afterIds) => live.statusUpdatesSince(afterIds),
    keyOf: (update) => update.orderId,
    ready,
    logger: log,
  });
  const notificationChannel = new LiveChannelHub<StoredNotification & LiveItem>({
    read: (afterIds) => live.notificationsSince(afterIds),
    keyOf: (notification) => notification.userId,
    ready,
    logger: log,
  });
  const storeOrderChannel = new LiveChannelHub<StoreOrderUpdate>({
    read: (afterIds) => live.storeOrderUpdatesSince(afterIds),
    keyOf: (update) => update.storeId,
    ready,
    logger: log,
  });
  feed.onChange(({ orderId, userId, vendorId }) => {
    orderStatusChannel.changed(orderId);
    if (userId !== null) notificationChannel.changed(userId);
    if (vendorId !== null) storeOrderChannel.changed(vendorId);
  });
  return {
    live,
    orderStatusChannel,
    notificationChannel,
    storeOrderChannel,
    committed: () => feed.wake(),
    start: () => feed.start(),
    stop: () => feed.stop(),
  };
}
