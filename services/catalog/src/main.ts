import { EventTablePruner, prismaSqlClient } from '@marketplace/events';
import { createLogger, createMetrics, createServiceClient, runService } from '@marketplace/service-kit';
import { loadConfig, vendorDetailsLimitsOf, type CatalogConfig } from './config';
import { adjustableClock } from './domain/clock';
import type { ExternalCatalogRepository } from './domain/external-catalog.repository';
import { createApp } from './http/create-app';
import { CATALOG_READ_CACHE_TTL_MS } from './http/read-cache-routes';
import { withCachedImageFiles } from './infra/db/cached-image-files';
import { withCachedVendorLookups } from './infra/db/cached-vendor-lookups';
import { openCatalogDatabase } from './infra/db/catalog-database';
import { createPrismaRepositories } from './infra/db/prisma-repositories';
import { partnerSyncLease } from './infra/db/partner-sync-lease';
import { CATALOG_SCHEMA } from './infra/db/schema';
import { createSharedReadCache } from './infra/db/shared-read-cache';
import { AuthResidentDirectory } from './infra/clients/auth.client';
import { OrderServiceResidentOrders } from './infra/clients/order.client';
import { OpenAiImageModel } from './infra/image-model/openai-image-model.client';
import { HttpPartnerCatalogClient } from './infra/partners/partner-catalog.client';
import { startPartnerCatalogSync } from './infra/schedulers/partner-catalog-sync.scheduler';
import { startStoreScheduleSweep } from './infra/schedulers/store-schedule.scheduler';
import { seedDemoData, seedReferenceData } from './seed/demo-data';

/** Composition root: configuration, database, demo data, partner sync, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('catalog', config.LOG_LEVEL);

  const prisma = await openCatalogDatabase(config.DATABASE_URL, (message) => logger.info(message));
  if (config.MIGRATE_ONLY) return prisma.$disconnect();
  if (config.SEED_DEMO_DATA) {
    const report = await seedDemoData(prisma, {
      partner: {
        baseUrl: config.PARTNER_BASE_URL,
        authMethod: config.PARTNER_AUTH_METHOD,
        authKey: config.PARTNER_AUTH_KEY,
      },
    });
    logger.info({ seeded: report }, 'demo data checked');
  } else {
    logger.info({ seeded: await seedReferenceData(prisma) }, 'reference data checked');
  }

  const repositories = createPrismaRepositories(prisma);
  const {
    readCache,
    dropEverywhere,
    stop: stopFollowingReplicas,
  } = createSharedReadCache(prisma, logger, config.READ_GENERATION_POLL_MS);
  const time = adjustableClock();
  const storeSchedules = startStoreScheduleSweep(
    { stores: repositories.stores, clock: time.clock, logger, storesChanged: dropEverywhere },
    config.STORE_SCHEDULE_SWEEP_MS,
  );
  const partner = new HttpPartnerCatalogClient({
    timeoutMs: config.PARTNER_TIMEOUT_MS,
    hosts: { allowedHosts: config.PARTNER_HOST_ALLOWLIST },
  });
  const catalogSync = startPartnerCatalogSync(
    {
      store: invalidatingWrites(repositories.externalCatalog, () => dropEverywhere(null)),
      partner,
      logger,
      lease: partnerSyncLease(prisma, config.CATALOG_SYNC_INTERVAL_MS),
    },
    config.CATALOG_SYNC_INTERVAL_MS,
  );

  const metrics = createMetrics('catalog', { token: config.METRICS_TOKEN });
  // The change log (decision 159) is read by seq as it grows; rows past the retention serve nobody.
  const changeLogPruning = new EventTablePruner({
    sql: prismaSqlClient(prisma),
    schema: CATALOG_SCHEMA,
    retention: { outboxMs: config.OUTBOX_RETENTION_MS, intervalMs: config.EVENT_PRUNE_INTERVAL_MS },
    outboxRule: 'log',
    logger: logger.child({ component: 'event-pruner' }),
    metrics: metrics.registry,
  }).start();

  const client = (baseUrl: readonly string[]) =>
    createServiceClient({ baseUrl, service: 'catalog', secret: config.GATEWAY_SIGNING_SECRET });

  const app = createApp({
    logger,
    metrics,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    ...repositories,
    vendors: withCachedVendorLookups(repositories.vendors, readCache, CATALOG_READ_CACHE_TTL_MS),
    itemImages: withCachedImageFiles(repositories.itemImages, IMAGE_FILE_CACHE_BYTES),
    imageModel: imageModelOf(config),
    partner,
    vendorDetailsLimits: vendorDetailsLimitsOf(config),
    partnerConnection: partner,
    residentOrders: new OrderServiceResidentOrders(client(config.ORDER_SERVICE_URL)),
    residents: new AuthResidentDirectory(client(config.AUTH_SERVICE_URL)),
    readCache,
    clock: time.clock,
    ...(config.STORE_TEST_CLOCK && { setClockOffsetMs: time.setOffsetMs }),
  });

  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    shutdown: {
      stopWork: async () => {
        await Promise.all([
          catalogSync.stop(),
          storeSchedules.stop(),
          stopFollowingReplicas(),
          changeLogPruning.stop(),
        ]);
      },
      closeConnections: () => prisma.$disconnect(),
    },
  });
}

/** Pictures kept in memory for serving: thousands of menu items' SVGs, or a few dozen model PNGs. */
const IMAGE_FILE_CACHE_BYTES = 64 * 1024 * 1024;

function imageModelOf(config: CatalogConfig): OpenAiImageModel | undefined {
  if (!config.IMAGE_API_URL || !config.IMAGE_API_KEY) return undefined;
  return new OpenAiImageModel({
    url: config.IMAGE_API_URL,
    apiKey: config.IMAGE_API_KEY,
    model: config.IMAGE_MODEL,
    size: config.IMAGE_SIZE,
    timeoutMs: config.IMAGE_API_TIMEOUT_MS,
  });
}

/** The partner sync writes outside HTTP: each of its writes drops the read caches once it is done. */
function invalidatingWrites(
  store: ExternalCatalogRepository,
  invalidate: () => void,
): ExternalCatalogRepository {
  return {
    listSyncTargets: () => store.listSyncTargets(),
    saveExternalVendor: (input) => store.saveExternalVendor(input).finally(invalidate),
    closeVendorsMissingFrom: (...args) => store.closeVendorsMissingFrom(...args).finally(invalidate),
  };
}

main().catch((error: unknown) => {
  createLogger('catalog').fatal({ err: error }, 'catalog service failed to start');
  process.exit(1);
});
