import { join } from 'node:path';
import { createPrisma, runMigrations, openPool } from '@marketplace/db';
import {
  createEventBus,
  eventRetentionOf,
  prismaSqlClient,
  prismaTransactionRunner,
} from '@marketplace/events';
import {
  createLogger,
  createMetrics,
  createRateLimiter,
  createServiceClient,
  runService,
  startPeriodicTask,
} from '@marketplace/service-kit';
import { CatalogPartnerDirectory } from './infra/clients/catalog.client';
import { activePartnerSecrets } from './infra/memory/active-partner-secrets';
import { createApp } from './http/create-app';
import { loadConfig } from './config';
import { PrismaClient } from './infra/db/generated/client';
import { PostgresWebhookLogRepository } from './infra/db/postgres-webhook-log.repository';
import { PostgresWebhookReportRepository } from './infra/db/postgres-webhook-report.repository';
import { startPurgeOfOldWebhookLogs } from './infra/schedulers/purge-old-webhook-logs.scheduler';
import { PrismaPartnerSecretRepository } from './infra/db/prisma-partner-secret.repository';
import { WEBHOOK_SCHEMA } from './infra/db/schema';

/** Composition root: configuration, database, event relay, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('webhook', config.LOG_LEVEL);
  const connectionString = config.DATABASE_URL;

  await runMigrations({
    connectionString,
    schema: WEBHOOK_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
    log: (message) => logger.info(message),
  });
  if (config.MIGRATE_ONLY) return;
  // Prisma serves analytics and the report; the pool serves webhooks' log rows, the hot path.
  const prisma = createPrisma(PrismaClient, { connectionString, schema: WEBHOOK_SCHEMA, poolMax: 5 });
  // The accepted webhooks' writers, and one more connection for refused ones (the log repository).
  const pool = openPool({
    connectionString,
    max: config.DATABASE_POOL_SIZE + 1,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });

  // This service only produces: with KAFKA_BROKERS the bus relays its outbox to Kafka; without,
  // the order service reads the outbox table itself and the bus has nothing to do.
  const metrics = createMetrics('webhook', { token: config.METRICS_TOKEN });
  const events = createEventBus({
    service: 'webhook',
    schema: WEBHOOK_SCHEMA,
    kafkaBrokers: config.KAFKA_BROKERS.join(','),
    sql: prismaSqlClient(prisma),
    transactions: prismaTransactionRunner(prisma),
    logger,
    metrics: metrics.registry,
    retention: eventRetentionOf(config),
  });
  await events.start();

  const logs = new PostgresWebhookLogRepository(prisma, pool, {
    concurrency: config.DATABASE_POOL_SIZE,
    maxBatchSize: config.WEBHOOK_BATCH_MAX_SIZE,
    lingerMs: config.WEBHOOK_BATCH_LINGER_MS,
  });
  const partnerSecretStore = new PrismaPartnerSecretRepository(prisma);
  const partnerSecrets = activePartnerSecrets(partnerSecretStore);
  // Read before the first webhook can arrive; then again now and then for other replicas' writes.
  await partnerSecrets.refresh();
  const secretsRefresh = startPeriodicTask({
    name: 'partner secrets refresh',
    intervalMs: config.WEBHOOK_SECRETS_REFRESH_MS,
    run: () => partnerSecrets.refresh(),
    logger,
  });
  const app = createApp({
    logger,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    logs,
    refusalLimiter: createRateLimiter({
      burst: config.WEBHOOK_REFUSED_BURST,
      perMinute: config.WEBHOOK_REFUSED_PER_MINUTE,
    }),
    analytics: logs,
    reports: new PostgresWebhookReportRepository(prisma),
    webhookSecret: config.WEBHOOK_SECRET,
    partnerSecretStore,
    partnerSecrets,
    partners: new CatalogPartnerDirectory(
      createServiceClient({
        baseUrl: config.CATALOG_SERVICE_URL,
        service: 'webhook',
        secret: config.GATEWAY_SIGNING_SECRET,
      }),
    ),
    allowBodySecret: config.WEBHOOK_ALLOW_BODY_SECRET,
    notifyOutbox: () => events.notify(),
    metrics,
  });
  const purge = startPurgeOfOldWebhookLogs({
    logs,
    retentionDays: config.WEBHOOK_LOG_RETENTION_DAYS,
    logger,
  });
  logger.info(
    { eventTransport: events.transport, bodySecretAccepted: config.WEBHOOK_ALLOW_BODY_SECRET },
    'webhook service configured',
  );

  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    shutdown: {
      stopWork: async () => {
        await purge.stop();
        await secretsRefresh.stop();
      },
      events,
      closeConnections: async () => {
        await Promise.all([prisma.$disconnect(), pool.end()]);
      },
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
