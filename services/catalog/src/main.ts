import { createLogger, runService } from '@marketplace/service-kit';
import { loadConfig } from './config';
import { createApp } from './http/create-app';
import { openCatalogDatabase } from './infra/db/catalog-database';
import { createPrismaRepositories } from './infra/db/prisma-repositories';
import { HttpPartnerCatalogClient } from './infra/partners/partner-catalog.client';
import { startPartnerCatalogSync } from './infra/schedulers/partner-catalog-sync.scheduler';
import { seedDemoData } from './seed/demo-data';

/** Composition root: configuration, database, demo data, partner sync, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('catalog', config.LOG_LEVEL);

  const prisma = await openCatalogDatabase(config.DATABASE_URL, (message) => logger.info(message));
  if (config.SEED_DEMO_DATA) {
    const report = await seedDemoData(prisma, {
      partner: {
        baseUrl: config.PARTNER_BASE_URL,
        authMethod: config.PARTNER_AUTH_METHOD,
        authKey: config.PARTNER_AUTH_KEY,
      },
    });
    logger.info({ seeded: report }, 'demo data checked');
  }

  const repositories = createPrismaRepositories(prisma);
  const partner = new HttpPartnerCatalogClient({ timeoutMs: config.PARTNER_TIMEOUT_MS });
  const catalogSync = startPartnerCatalogSync(
    { store: repositories.externalCatalog, partner, logger },
    config.CATALOG_SYNC_INTERVAL_MS,
  );

  const app = createApp({
    logger,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    ...repositories,
    partner,
  });

  await runService({
    app,
    port: config.PORT,
    logger,
    onShutdown: async () => {
      await catalogSync.stop();
      await prisma.$disconnect();
    },
  });
}

main().catch((error: unknown) => {
  createLogger('catalog').fatal({ err: error }, 'catalog service failed to start');
  process.exit(1);
});
