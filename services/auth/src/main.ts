import { join, resolve } from 'node:path';
import { runMigrations } from '@marketplace/db';
import { createLogger, createMetrics, parseConfig, runService } from '@marketplace/service-kit';
import { createApp } from './http/create-app';
import {
  adminSessionPolicyOf,
  authConfigSchema,
  NO_EMAIL_DELIVERY_MESSAGE,
  sessionPolicyOf,
  throttlePolicyOf,
} from './config';
import { createCatalogClients } from './infra/clients/catalog.client';
import { createAuthPrisma } from './infra/db/prisma-client';
import { AUTH_SCHEMA } from './infra/db/schema';
import { createPrismaRepositories } from './infra/db/prisma-repositories';
import { DevMailbox } from './infra/messaging/dev-mailbox';
import { SmtpMailer } from './infra/messaging/smtp-mailer';
import { Argon2PasswordHasher } from './infra/security/argon2-password-hasher';
import { startPurgeOfExpiredRecords } from './infra/schedulers/purge-expired-records.scheduler';
import { DEMO_RESIDENT, DEMO_VENDOR, seedDemoDataIfAsked } from './seed/demo-data';
import { ensureFirstAdmin } from './seed/first-admin';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

async function main() {
  const config = parseConfig(authConfigSchema);
  const logger = createLogger('auth', config.LOG_LEVEL);

  await runMigrations({
    connectionString: config.DATABASE_URL,
    schema: AUTH_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
    log: (message) => logger.info(message),
  });
  if (config.MIGRATE_ONLY) return;
  const prisma = createAuthPrisma(config.DATABASE_URL);
  const repositories = createPrismaRepositories(prisma);
  const hasher = new Argon2PasswordHasher();

  const adminCreated = await ensureFirstAdmin(
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    { admins: repositories.admins, hasher },
  );
  if (adminCreated) logger.info({ username: config.ADMIN_USERNAME }, 'first administrator created');
  const demo = await seedDemoDataIfAsked(config, { ...repositories, hasher });
  if (demo?.resident) {
    logger.info({ email: DEMO_RESIDENT.email, phone: DEMO_RESIDENT.phone }, 'demo resident created');
  }
  if (demo?.storeOwners) {
    logger.info({ count: demo.storeOwners, email: DEMO_VENDOR.email }, 'demo store owners created');
  }

  const mailboxDir = config.MAILBOX_DIR && resolve(config.MAILBOX_DIR);
  const mailbox = mailboxDir ? new DevMailbox(mailboxDir) : undefined;
  const smtp = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  const mailer = smtp ?? mailbox?.mailer();
  if (!mailer) throw new Error(NO_EMAIL_DELIVERY_MESSAGE);
  if (mailbox) logger.info({ mailbox: mailboxDir, email: !smtp, sms: true }, 'dev mailbox in use');
  if (!mailbox) logger.info('no SMS provider: password resets by phone answer 503');
  const sessionPolicy = sessionPolicyOf(config);
  const adminSessionPolicy = adminSessionPolicyOf(config);
  const purge = startPurgeOfExpiredRecords(
    { ...repositories, sessionPolicy, adminSessionPolicy, logger },
    PURGE_INTERVAL_MS,
  );

  const app = createApp({
    ...repositories,
    logger,
    metrics: createMetrics('auth', { token: config.METRICS_TOKEN }),
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    hasher,
    sessionPolicy,
    adminSessionPolicy,
    ...createCatalogClients({ baseUrl: config.CATALOG_SERVICE_URL, secret: config.GATEWAY_SIGNING_SECRET }),
    clock: () => new Date(),
    mailer,
    // No SMS provider is integrated: text messages go to the dev mailbox when there is one.
    sms: mailbox?.smsSender(),
    publicUrl: config.PUBLIC_URL,
    genericAuthErrors: config.AUTH_GENERIC_ERRORS,
    throttling: throttlePolicyOf(config),
  });
  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    shutdown: {
      stopWork: () => purge.stop(),
      closeConnections: async () => {
        smtp?.close();
        await prisma.$disconnect();
      },
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
