import { join } from 'node:path';
import { Pool } from 'pg';
import { createPrisma, runMigrations } from '@marketplace/db';
import { createEventBus, pgSqlClient, prismaTransactionRunner } from '@marketplace/events';
import { createLogger, runService } from '@marketplace/service-kit';
import { loadConfig } from './config';
import { PrismaClient } from './infra/db/generated/client';
import { ORDER_SCHEMA } from './infra/db/schema';
import { seedDemoData } from './seed/demo-data';
import { buildOrderService } from './service';

// Events applied per transaction when the log has many waiting: fewer commits when partners are busy.
const EVENT_BATCH_SIZE = 500;

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
  const prisma = createPrisma(PrismaClient, { connectionString, schema: ORDER_SCHEMA });
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
  const eventLog = new Pool({ connectionString, max: 2 });
  eventLog.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
  const bus = createEventBus({
    service: 'order',
    schema: ORDER_SCHEMA,
    kafkaBrokers: config.KAFKA_BROKERS.join(','),
    sql: pgSqlClient(eventLog),
    transactions: prismaTransactionRunner(prisma),
    logger,
    batchSize: EVENT_BATCH_SIZE,
  });
  const service = buildOrderService({
    prisma,
    bus,
    logger,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    catalogUrl: config.CATALOG_SERVICE_URL,
    authUrl: config.AUTH_SERVICE_URL,
    relayPolicy: {
      maxAttempts: config.PARTNER_RELAY_MAX_ATTEMPTS,
      baseDelayMs: config.PARTNER_RELAY_RETRY_BASE_MS,
      maxDelayMs: config.PARTNER_RELAY_RETRY_MAX_MS,
      timeoutMs: config.PARTNER_RELAY_TIMEOUT_MS,
    },
    relaySweepMs: config.PARTNER_RELAY_SWEEP_MS,
    earlyUpdateSweepMs: config.EARLY_PARTNER_UPDATE_SWEEP_MS,
    earlyUpdateMaxAgeMs: config.EARLY_PARTNER_UPDATE_MAX_AGE_MS,
    pollTickMs: config.STATUS_POLL_TICK_MS,
    pollBatchSize: config.STATUS_POLL_BATCH_SIZE,
    pollRetryDelayMs: config.STATUS_POLL_RETRY_DELAY_MS,
    refreshTimeoutMs: config.STATUS_REFRESH_TIMEOUT_MS,
  });

  await bus.start();
  service.start();
  await runService({
    app: service.app,
    port: config.PORT,
    logger,
    // runService has stopped taking requests and let in-flight ones finish before this runs.
    onShutdown: async () => {
      await service.stop();
      await bus.shutdown();
      await Promise.all([prisma.$disconnect(), eventLog.end()]);
    },
  });
  logger.info({ transport: bus.transport }, 'order service ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
