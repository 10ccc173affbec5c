import { join } from 'node:path';
import { runMigrations } from '@marketplace/db';
import { createLogger, parseConfig, runService } from '@marketplace/service-kit';
import { createApp } from './app';
import { authConfigSchema, sessionPolicyOf } from './config';
import { AUTH_DB_SCHEMA, createAuthPrisma } from './infra/db/prisma-client';
import { createPrismaRepositories } from './infra/db/prisma-repositories';
import { Argon2PasswordHasher } from './infra/security/argon2-password-hasher';
import { DEMO_RESIDENT, seedDemoData } from './seed/demo-data';
import { ensureFirstAdmin } from './seed/first-admin';

async function main() {
  const config = parseConfig(authConfigSchema);
  const logger = createLogger('auth', config.LOG_LEVEL);

  await runMigrations({
    connectionString: config.DATABASE_URL,
    schema: AUTH_DB_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
    log: (message) => logger.info(message),
  });
  const prisma = createAuthPrisma(config.DATABASE_URL);
  const repositories = createPrismaRepositories(prisma);
  const hasher = new Argon2PasswordHasher();

  const adminCreated = await ensureFirstAdmin(
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    { admins: repositories.admins, hasher },
  );
  if (adminCreated) logger.info({ username: config.ADMIN_USERNAME }, 'first administrator created');
  if (config.SEED_DEMO_DATA && (await seedDemoData({ users: repositories.users, hasher }))) {
    logger.info({ email: DEMO_RESIDENT.email, phone: DEMO_RESIDENT.phone }, 'demo resident created');
  }

  const app = createApp({
    ...repositories,
    logger,
    identitySecret: config.GATEWAY_SIGNING_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    hasher,
    sessionPolicy: sessionPolicyOf(config),
    clock: () => new Date(),
  });
  await runService({ app, port: config.PORT, logger, onShutdown: () => prisma.$disconnect() });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
