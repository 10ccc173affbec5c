import type { Express } from 'express';
import type { Identity } from '@marketplace/contracts';
import { createLogger, signIdentity, type Logger } from '@marketplace/service-kit';
import { createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { createApp } from '../src/http/create-app';
import { openCatalogDatabase, type CatalogPrisma } from '../src/infra/db/catalog-database';
import { createPrismaRepositories, type CatalogRepositories } from '../src/infra/db/prisma-repositories';
import { HttpPartnerCatalogClient } from '../src/infra/partners/partner-catalog.client';

/** Starting PGlite, migrating and seeding takes seconds on a busy machine; jest's hook default is 5 s. */
export const SETUP_TIMEOUT_MS = 120_000;

const IDENTITY_SECRET = 'catalog-integration-test-secret';

/** Headers the gateway would add: an anonymous visitor is a signed empty identity. */
export const signedAs = (identity: Identity = {}) => signIdentity(identity, IDENTITY_SECRET);
export const anonymous = () => signedAs({});
export const asService = (service = 'order') => signedAs({ service });
export const asResident = () => signedAs({ user: { id: 7, sessionId: 'resident-session' } });

export interface CatalogTestApp {
  app: Express;
  /** The test database, for SQL a test runs outside Prisma. */
  connectionString: string;
  prisma: CatalogPrisma;
  repositories: CatalogRepositories;
  partner: HttpPartnerCatalogClient;
  logger: Logger;
  close: () => Promise<void>;
}

/** The catalog app on a fresh, migrated database (PGlite, or TEST_DATABASE_URL's server). */
export async function startCatalogTestApp(): Promise<CatalogTestApp> {
  const database: TestDatabase = await createTestDatabase();
  const prisma = await openCatalogDatabase(database.connectionString);
  const repositories = createPrismaRepositories(prisma);
  const logger = createLogger('catalog-test', 'silent');
  const partner = new HttpPartnerCatalogClient({ timeoutMs: 2_000 });
  const app = createApp({
    logger,
    identitySecret: IDENTITY_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    ...repositories,
    partner,
  });
  return {
    app,
    connectionString: database.connectionString,
    prisma,
    repositories,
    partner,
    logger,
    close: async () => {
      await prisma.$disconnect();
      await database.drop();
    },
  };
}

export const DEMO_PARTNER = {
  baseUrl: 'http://127.0.0.1:4010',
  authMethod: 'bearer',
  authKey: 'demo-key',
} as const;
