import { setTimeout as sleep } from 'node:timers/promises';
import type { Express } from 'express';
import type { EventBus } from '@marketplace/events';
import { createServiceClient, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { createApp } from './http/create-app';
import type { RelayPolicy } from './app/commands/relay-order-to-partner';
import type { PartnerOrderClient } from './domain/partner-order';
import type { PrismaClient } from './infra/db/generated/client';
import { PrismaNotificationRepository } from './infra/db/prisma-notification.repository';
import { PrismaOrderStatusConfigRepository } from './infra/db/prisma-order-status-config.repository';
import { PrismaOrderRepository, type PrismaDb } from './infra/db/prisma-order.repository';
import { prismaRunInTransaction } from './infra/db/prisma-unit-of-work';
import { subscribeOrderEventConsumers } from './infra/events/order-events.consumer';
import { HttpPartnerOrderClient } from './infra/partners/partner-order.client';
import { startEarlyPartnerUpdatesSweep } from './infra/schedulers/early-partner-updates.scheduler';
import { startOrderStatusPolling } from './infra/schedulers/order-status-poll.scheduler';
import { PartnerRelayScheduler } from './infra/schedulers/partner-relay.scheduler';
import { AuthCustomerDirectory } from './infra/clients/auth.client';
import { CatalogVendorCatalog } from './infra/clients/catalog.client';

export interface OrderServiceOptions {
  prisma: PrismaClient;
  bus: EventBus<PrismaDb>;
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET: verifies callers and signs our calls to the catalog and auth services. */
  identitySecret: string;
  catalogUrl: string;
  authUrl: string;
  relayPolicy: RelayPolicy;
  relaySweepMs: number;
  /** How often kept early partner updates are matched again, and how long they are kept. */
  earlyUpdateSweepMs: number;
  earlyUpdateMaxAgeMs: number;
  pollTickMs: number;
  pollBatchSize: number;
  pollRetryDelayMs: number;
  refreshTimeoutMs: number;
  clock?: () => Date;
  partner?: PartnerOrderClient;
}

export interface OrderService {
  app: Express;
  relay: PartnerRelayScheduler;
  /**
   * Starts the relay's safety sweep, the early partner updates' sweep and the status poller (the
   * event bus is started by the caller).
   */
  start(): void;
  /** Stops the poller, the sweeps and the relay, waiting for the work in progress. */
  stop(): Promise<void>;
}

/**
 * Wires the order service: repositories over Prisma, the catalog and auth clients, the partner
 * client, the use cases, the HTTP app, the event handlers, the partner relay and the status poller.
 * main.ts adds configuration, migrations, the event bus's lifecycle and signals; tests call this
 * with their own database, bus and servers.
 */
export function buildOrderService(options: OrderServiceOptions): OrderService {
  const { prisma, bus, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const client = (baseUrl: string) =>
    createServiceClient({ baseUrl, service: 'order', secret: options.identitySecret });
  const catalogClient = client(options.catalogUrl);

  const orders = new PrismaOrderRepository(prisma);
  const notifications = new PrismaNotificationRepository(prisma);
  const configs = new PrismaOrderStatusConfigRepository(prisma);
  const catalog = new CatalogVendorCatalog(catalogClient);
  const customers = new AuthCustomerDirectory(client(options.authUrl), catalogClient, logger);
  const partner = options.partner ?? new HttpPartnerOrderClient();
  const runInTransaction = prismaRunInTransaction(prisma, () => bus.notify());
  const pollDeps = {
    orders,
    partner,
    runInTransaction,
    clock,
    sleep,
    retryDelayMs: options.pollRetryDelayMs,
  };

  const relay = new PartnerRelayScheduler(
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
  subscribeOrderEventConsumers(bus, { relayOrder: (orderId) => relay.enqueue(orderId), logger });

  const app = createApp({
    ...pollDeps,
    notifications,
    configs,
    catalog,
    customers,
    refreshTimeoutMs: options.refreshTimeoutMs,
    logger,
    identitySecret: options.identitySecret,
    readiness: async () => {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
  });

  // Stopped in this order: the poller, then the sweep.
  let periodicTasks: PeriodicTask[] | undefined;

  return {
    app,
    relay,
    start() {
      relay.start();
      periodicTasks ??= [
        startOrderStatusPolling(
          {
            ...pollDeps,
            configs,
            batchSize: options.pollBatchSize,
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
      ];
    },
    async stop() {
      for (const task of periodicTasks ?? []) await task.stop();
      await relay.stop();
    },
  };
}
