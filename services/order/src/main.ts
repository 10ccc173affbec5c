import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Express } from 'express';
import type { Pool } from 'pg';
import { PostgresOrderPlacements } from './infra/db/postgres-order-placements';
import { DEFAULT_COD_ORDER_MAX_RUPEES } from '@marketplace/contracts';
import { createPrisma, runMigrations, openPool } from '@marketplace/db';
import {
  createEventBus,
  eventRetentionOf,
  PgOutboxCommits,
  pgSqlClient,
  prismaSqlClient,
  prismaTransactionRunner,
  type EventBus,
  type SqlClient,
} from '@marketplace/events';
import {
  createLogger,
  createMetrics,
  createRateLimiter,
  createServiceClient,
  runService,
  type Logger,
  type Metrics,
  type PeriodicTask,
  type RateLimit,
} from '@marketplace/service-kit';
import { loadConfig } from './config';
import type { PartnerOrderClient, RelayPolicy } from './domain/partner-order';
import { createApp } from './http/create-app';
import { AuthCustomerDirectory } from './infra/clients/auth.client';
import { CatalogChangeFeed } from './infra/clients/catalog-change-feed';
import { CatalogVendorCatalog } from './infra/clients/catalog.client';
import { KeptVendorCatalog } from './infra/clients/kept-vendor-catalog';
import { PrismaClient } from './infra/db/generated/client';
import { PrismaNotificationRepository } from './infra/db/prisma-notification.repository';
import { PrismaOrderStatusConfigRepository } from './infra/db/prisma-order-status-config.repository';
import { PrismaOrderRepository, type PrismaDb } from './infra/db/prisma-order.repository';
import { PrismaStoreMoneyRepository } from './infra/db/prisma-store-money.repository';
import { PrismaOrdersReportRepository } from './infra/db/prisma-orders-report.repository';
import { PrismaSetAsideEventRepository } from './infra/db/prisma-set-aside-event.repository';
import { prismaRunInTransaction } from './infra/db/prisma-unit-of-work';
import { ORDER_SCHEMA } from './infra/db/schema';
import { subscribeOrderEventConsumers } from './infra/events/order-events.consumer';
import { HttpPartnerOrderClient } from './infra/partners/partner-order.client';
import { startEarlyPartnerUpdatesSweep } from './infra/schedulers/early-partner-updates.scheduler';
import { startOrderStatusPolling } from './infra/schedulers/order-status-poll.scheduler';
import { startUnansweredOrdersSweep } from './infra/schedulers/unanswered-orders.scheduler';
import { startPurgeOfOldNotifications } from './infra/schedulers/old-notifications.scheduler';
import { createPartnerCancelScheduler } from './infra/schedulers/partner-cancel.scheduler';
import { createPartnerRelayScheduler } from './infra/schedulers/partner-relay.scheduler';
import type { OrderRetryQueue } from './infra/schedulers/order-retry-queue';
import { createCommitSignal, type CommitSignal } from './infra/live/commit-signal';
import { createLiveUpdates } from './infra/live/live-updates';
import { seedDemoData } from './seed/demo-data';

export interface OrderServiceOptions {
  prisma: PrismaClient;
  /**
   * node-postgres connections for placing orders (decision 160): at least ORDER_WRITERS of them.
   * Prisma's interactive transaction was about ten round trips an order; this is one a batch.
   */
  placementPool: Pool;
  bus: EventBus<PrismaDb>;
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET: verifies callers and signs our calls to the catalog and auth services. */
  identitySecret: string;
  catalogUrl: string | readonly string[];
  authUrl: string | readonly string[];
  relayPolicy: RelayPolicy;
  relaySweepMs: number;
  /** How often kept early partner updates are matched again, and how long they are kept. */
  earlyUpdateSweepMs: number;
  earlyUpdateMaxAgeMs: number;
  pollTickMs: number;
  pollBatchSize: number;
  pollConcurrency: number;
  pollRetryDelayMs: number;
  refreshTimeoutMs: number;
  /** At most one partner call per order in this time for `?refresh=true`. */
  refreshMinIntervalMs: number;
  /** Refreshes one resident may make over all their orders: a burst, then so many a minute. */
  refreshPerResident: RateLimit;
  clock?: () => Date;
  /** PARTNER_HOST_ALLOWLIST: what the partner client may call though it is private or local. */
  partnerHostAllowList: readonly string[];
  partner?: PartnerOrderClient;
  /**
   * The live streams' outbox poll and heartbeat (tests shorten them), and the event consumer's
   * commits, which wake the live feed as ours do.
   */
  live?: {
    pollIntervalMs?: number;
    heartbeatMs?: number;
    consumerCommits?: CommitSignal;
    /**
     * A connection pool of the live streams' own for their reads (main() gives them one), so a burst
     * of orders holding every connection of the service's pool does not hold back what they show.
     */
    prisma?: PrismaClient;
  };
  /** The process's metrics, served at /metrics (the event bus adds its own to the same registry). */
  metrics?: Metrics;
  /** NOTIFICATION_RETENTION_DAYS: when given, older notifications are purged hourly. */
  notificationRetentionDays?: number;
  /** How long a local vendor has to answer a new order, and how often expired ones are looked for. */
  acceptWindowMs: number;
  acceptSweepMs: number;
  /** COD_ORDER_MAX_RUPEES: the largest cash-on-delivery total taken (DEFAULT_COD_ORDER_MAX_RUPEES unless set). */
  codOrderMaxRupees?: number;
  /**
   * The catalog's change log, which keeps the vendors' order contexts exact (decision 159): how
   * often it is read (CATALOG_CHANGE_POLL_MS), and on what (main() gives it the event log's pool).
   */
  catalogChanges?: { pollIntervalMs?: number; sql?: SqlClient };
}

export interface OrderService {
  app: Express;
  /** The catalog's changes as this service reads them; read() looks at once. */
  catalogChanges: CatalogChangeFeed;
  relay: OrderRetryQueue;
  /** Tells partners of residents' cancellations. */
  partnerCancels: OrderRetryQueue;
  /**
   * Starts the relay's and the cancellations' safety sweeps, the early partner updates' sweep and
   * the status poller (the event bus is started by the caller).
   */
  start(): void;
  /** Stops the poller, the sweeps, the relay and the cancellations, waiting for the work in progress. */
  stop(): Promise<void>;
}

/**
 * Wires the order service: repositories over Prisma, the catalog and auth clients, the partner
 * client, the use cases, the HTTP app, the event consumers and the schedulers. main() adds
 * configuration, migrations, the event bus's lifecycle and signals; tests call this with their
 * own database, bus and servers.
 */
export function composeOrderService(options: OrderServiceOptions): OrderService {
  const { prisma, bus, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const client = (baseUrl: string | readonly string[]) =>
    createServiceClient({ baseUrl, service: 'order', secret: options.identitySecret });
  const catalogClient = client(options.catalogUrl);

  const orders = new PrismaOrderRepository(prisma);
  const notifications = new PrismaNotificationRepository(prisma);
  const configs = new PrismaOrderStatusConfigRepository(prisma);
  const catalogChanges = new CatalogChangeFeed({
    sql: options.catalogChanges?.sql ?? prismaSqlClient(prisma),
    logger,
    pollIntervalMs: options.catalogChanges?.pollIntervalMs ?? DEFAULT_CATALOG_CHANGE_POLL_MS,
  });
  const catalog = new KeptVendorCatalog(new CatalogVendorCatalog(catalogClient), catalogChanges, {
    currentWithinMs: CATALOG_CHANGES_CURRENT_WITHIN_MS,
  });
  const customers = new AuthCustomerDirectory(client(options.authUrl));
  const partner =
    options.partner ?? new HttpPartnerOrderClient({ allowedHosts: options.partnerHostAllowList });
  const liveUpdates = createLiveUpdates(options.live?.prisma ?? prisma, logger, options.live?.pollIntervalMs);
  options.live?.consumerCommits?.subscribe(() => liveUpdates.committed());
  const committed = () => {
    bus.notify();
    liveUpdates.committed();
  };
  const runInTransaction = prismaRunInTransaction(prisma, committed);
  const placements = new PostgresOrderPlacements(options.placementPool, {
    concurrency: ORDER_WRITERS,
    maxBatchSize: ORDERS_PER_STATEMENT,
    onCommitted: committed,
  });
  const pollDeps = {
    orders,
    partner,
    runInTransaction,
    clock,
    sleep,
    retryDelayMs: options.pollRetryDelayMs,
  };

  const relay = createPartnerRelayScheduler(
    {
      orders,
      catalog,
      partner,
      runInTransaction,
      policy: options.relayPolicy,
      clock,
      logger: logger.child({ component: 'partner-order-relay' }),
    },
    options.relaySweepMs,
  );
  const partnerCancels = createPartnerCancelScheduler(
    {
      orders,
      catalog,
      partner,
      policy: options.relayPolicy,
      clock,
      logger: logger.child({ component: 'partner-cancel' }),
    },
    options.relaySweepMs,
  );
  subscribeOrderEventConsumers(bus, { logger });

  const app = createApp({
    live: liveUpdates.live,
    orderStatusChannel: liveUpdates.orderStatusChannel,
    notificationChannel: liveUpdates.notificationChannel,
    storeOrderChannel: liveUpdates.storeOrderChannel,
    acceptWindowMs: options.acceptWindowMs,
    codOrderMaxRupees: options.codOrderMaxRupees ?? DEFAULT_COD_ORDER_MAX_RUPEES,
    liveHeartbeatMs: options.live?.heartbeatMs,
    ...pollDeps,
    placements,
    relayOrder: (orderId) => relay.enqueue(orderId),
    tellPartner: (orderId) => partnerCancels.enqueue(orderId),
    notifications,
    configs,
    catalog,
    customers,
    ordersReport: new PrismaOrdersReportRepository(prisma),
    storeMoney: new PrismaStoreMoneyRepository(prisma),
    setAsideEvents: new PrismaSetAsideEventRepository(prisma),
    // The bus holds the consumer's handlers: a replay runs them as the consumer would have.
    eventConsumer: bus,
    refreshTimeoutMs: options.refreshTimeoutMs,
    refreshMinIntervalMs: options.refreshMinIntervalMs,
    refreshesPerResident: createRateLimiter({ ...options.refreshPerResident, now: () => clock().getTime() }),
    logger,
    metrics: options.metrics,
    identitySecret: options.identitySecret,
    readiness: async () => {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
  });

  // Stopped in this order: the poller, then the sweep.
  let periodicTasks: PeriodicTask[] | undefined;

  return {
    app,
    catalogChanges,
    relay,
    partnerCancels,
    start() {
      catalogChanges.start();
      relay.start();
      liveUpdates.start();
      partnerCancels.start();
      periodicTasks ??= [
        startOrderStatusPolling(
          {
            ...pollDeps,
            configs,
            batchSize: options.pollBatchSize,
            concurrency: options.pollConcurrency,
            logger: logger.child({ component: 'order-status-poller' }),
          },
          options.pollTickMs,
        ),
        startEarlyPartnerUpdatesSweep(
          {
            runInTransaction,
            clock,
            maxAgeMs: options.earlyUpdateMaxAgeMs,
            logger: logger.child({ component: 'early-partner-updates' }),
          },
          options.earlyUpdateSweepMs,
        ),
        startUnansweredOrdersSweep(
          {
            orders,
            runInTransaction,
            clock,
            acceptWindowMs: options.acceptWindowMs,
            logger: logger.child({ component: 'unanswered-orders' }),
          },
          options.acceptSweepMs,
        ),
        ...(options.notificationRetentionDays === undefined
          ? []
          : [
              startPurgeOfOldNotifications({
                notifications,
                retentionDays: options.notificationRetentionDays,
                logger: logger.child({ component: 'notification-retention' }),
              }),
            ]),
      ];
    },
    async stop() {
      for (const task of periodicTasks ?? []) await task.stop();
      await catalogChanges.stop();
      await relay.stop();
      await liveUpdates.stop();
      await partnerCancels.stop();
    },
  };
}

/** Order statements in flight at once (each on a connection of placementPool), and orders per statement. */
export const ORDER_WRITERS = 4;
const ORDERS_PER_STATEMENT = 64;

/** How often the catalog's change log is read: a store closed reaches new orders within about this. */
const DEFAULT_CATALOG_CHANGE_POLL_MS = 100;
/**
 * A kept order context serves only while the change log was read this recently: when it cannot be
 * read, every order asks the catalog, so a change is never seen later than this.
 */
const CATALOG_CHANGES_CURRENT_WITHIN_MS = 1_000;

/** The live streams' reads: the feed's poll and one read per hub at a time (issue 24). */
const LIVE_POOL_MAX = 3;

// Events applied per transaction when the log has many waiting: fewer commits when partners are busy.
const EVENT_BATCH_SIZE = 500;

/** Composition root: configuration, migrations, demo data, the event bus, the service, signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('order', config.LOG_LEVEL);
  const connectionString = config.DATABASE_URL;

  await runMigrations({
    connectionString,
    schema: ORDER_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
    log: (message) => logger.info(message),
  });
  if (config.MIGRATE_ONLY) return;
  const prisma = createPrisma(PrismaClient, { connectionString, schema: ORDER_SCHEMA });
  const livePrisma = createPrisma(PrismaClient, {
    connectionString,
    schema: ORDER_SCHEMA,
    poolMax: LIVE_POOL_MAX,
  });
  if (config.SEED_DEMO_DATA) {
    await seedDemoData(
      prisma,
      {
        baseUrl: config.PARTNER_BASE_URL,
        authMethod: config.PARTNER_AUTH_METHOD,
        authKey: config.PARTNER_AUTH_KEY,
      },
      logger,
    );
  }

  // The bus reads the event log outside transactions on node-postgres: a partner's stream of
  // webhooks is read continuously, and each Prisma raw query costs several times the CPU.
  const onIdleError = (error: Error) => logger.warn({ err: error }, 'idle database connection failed');
  const eventLog = openPool({ connectionString, max: 2, onIdleError });
  const consumerCommits = createCommitSignal();
  // The webhook service's commits wake the event consumer at once (issue 26): no 200 ms sleep.
  const outboxCommits = new PgOutboxCommits(connectionString, logger);
  const metrics = createMetrics('order', { token: config.METRICS_TOKEN });
  const bus = createEventBus({
    service: 'order',
    schema: ORDER_SCHEMA,
    kafkaBrokers: config.KAFKA_BROKERS.join(','),
    kafkaConsumer: {
      sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
      heartbeatIntervalMs: Math.floor(config.KAFKA_SESSION_TIMEOUT_MS / 10),
    },
    sql: pgSqlClient(eventLog),
    transactions: consumerCommits.wrap(prismaTransactionRunner(prisma)),
    logger,
    batchSize: EVENT_BATCH_SIZE,
    metrics: metrics.registry,
    commits: outboxCommits,
    retention: eventRetentionOf(config),
  });
  const placementPool = openPool({ connectionString, max: ORDER_WRITERS, onIdleError });
  const service = composeOrderService({
    placementPool,
    live: { consumerCommits, prisma: livePrisma },
    catalogChanges: { sql: pgSqlClient(eventLog) },
    metrics,
    prisma,
    bus,
    logger,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    catalogUrl: config.CATALOG_SERVICE_URL,
    authUrl: config.AUTH_SERVICE_URL,
    partnerHostAllowList: config.PARTNER_HOST_ALLOWLIST,
    relayPolicy: {
      maxAttempts: config.PARTNER_RELAY_MAX_ATTEMPTS,
      baseDelayMs: config.PARTNER_RELAY_RETRY_BASE_MS,
      maxDelayMs: config.PARTNER_RELAY_RETRY_MAX_MS,
      timeoutMs: config.PARTNER_RELAY_TIMEOUT_MS,
    },
    relaySweepMs: config.PARTNER_RELAY_SWEEP_MS,
    acceptWindowMs: config.VENDOR_ACCEPT_WINDOW_MS,
    acceptSweepMs: config.VENDOR_ACCEPT_SWEEP_MS,
    codOrderMaxRupees: config.COD_ORDER_MAX_RUPEES,
    notificationRetentionDays: config.NOTIFICATION_RETENTION_DAYS,
    earlyUpdateSweepMs: config.EARLY_PARTNER_UPDATE_SWEEP_MS,
    earlyUpdateMaxAgeMs: config.EARLY_PARTNER_UPDATE_MAX_AGE_MS,
    pollTickMs: config.STATUS_POLL_TICK_MS,
    pollBatchSize: config.STATUS_POLL_BATCH_SIZE,
    pollConcurrency: config.STATUS_POLL_CONCURRENCY,
    pollRetryDelayMs: config.STATUS_POLL_RETRY_DELAY_MS,
    refreshTimeoutMs: config.STATUS_REFRESH_TIMEOUT_MS,
    refreshMinIntervalMs: config.STATUS_REFRESH_MIN_INTERVAL_MS,
    refreshPerResident: {
      burst: config.STATUS_REFRESH_PER_RESIDENT_BURST,
      perMinute: config.STATUS_REFRESH_PER_RESIDENT_PER_MINUTE,
    },
  });

  await outboxCommits.start();
  await bus.start();
  service.start();
  await runService({
    app: service.app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    shutdown: {
      stopWork: () => service.stop(),
      events: bus,
      closeConnections: async () => {
        await outboxCommits.stop();
        await Promise.all([
          prisma.$disconnect(),
          livePrisma.$disconnect(),
          eventLog.end(),
          placementPool.end(),
        ]);
      },
    },
  });
  logger.info({ transport: bus.transport }, 'order service ready');
}

// Tests import composeOrderService; the service runs only when this file is the entry point.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
