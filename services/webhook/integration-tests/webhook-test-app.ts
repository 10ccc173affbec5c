import { join } from 'node:path';
import type { Express } from 'express';
import type { Test } from 'supertest';
import { createPrisma, runMigrations, openPool } from '@marketplace/db';
import type { Identity } from '@marketplace/contracts';
import { createLogger, createRateLimiter, webhookHeaders } from '@marketplace/service-kit';
import { behindTestGateway, callingAs, createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { activePartnerSecrets } from '../src/infra/memory/active-partner-secrets';
import type { ActivePartnerSecrets } from '../src/domain/partner-secret';
import { createApp, type WebhookAppDeps } from '../src/http/create-app';
import { PrismaClient } from '../src/infra/db/generated/client';
import { PostgresWebhookLogRepository } from '../src/infra/db/postgres-webhook-log.repository';
import { HOURS_TABLE, SOURCE_HOURS_TABLE } from '../src/infra/db/hourly-totals';
import { PostgresWebhookReportRepository } from '../src/infra/db/postgres-webhook-report.repository';
import { PrismaPartnerSecretRepository } from '../src/infra/db/prisma-partner-secret.repository';
import { WEBHOOK_SCHEMA } from '../src/infra/db/schema';

export const GATEWAY_SECRET = 'test-gateway-signing-secret-0123456789';
export const WEBHOOK_SECRET = 'test-webhook-secret';
/** Starting PGlite (or creating a database) and migrating it takes seconds on a busy machine. */
export const DATABASE_START_TIMEOUT_MS = 60_000;

const LOGS_TABLE = `"${WEBHOOK_SCHEMA}".webhook_logs`;

/** The hourly totals counted anew from the log, as the migrations fill them from the rows logged. */
const RECOUNT_HOURLY_TOTALS = [
  `DELETE FROM ${HOURS_TABLE}`,
  `DELETE FROM ${SOURCE_HOURS_TABLE}`,
  `INSERT INTO ${HOURS_TABLE} (hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
   SELECT date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms),
          max(processing_time_ms)
     FROM ${LOGS_TABLE} GROUP BY 1, 2, 3`,
  `INSERT INTO ${SOURCE_HOURS_TABLE}
     (source_ip, hour, event, success, writer, requests, processing_time_ms, max_processing_time_ms)
   SELECT source_ip, date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms),
          max(processing_time_ms)
     FROM ${LOGS_TABLE} WHERE source_ip IS NOT NULL GROUP BY 1, 2, 3, 4`,
];

const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany']);
const AGGREGATES = new Set(['aggregate', 'count', 'groupBy']);

/**
 * The service writes log rows only through its log repository, whose statements add them to the
 * hourly totals that the report and the analytics read. Specs also seed and clear the log straight
 * through Prisma (createMany, deleteMany); after each such write this client counts the totals anew
 * from the log, so those reads see what they would after the same rows went through the service.
 */
function keepingHourlyTotals(prisma: PrismaClient): PrismaClient {
  return prisma.$extends({
    query: {
      webhookLog: {
        async $allOperations({ operation, args, query }) {
          const result = await query(args);
          if (!READS.has(operation) && !AGGREGATES.has(operation)) {
            await prisma.$transaction(RECOUNT_HOURLY_TOTALS.map((sql) => prisma.$executeRawUnsafe(sql)));
          }
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
}

export interface WebhookTestContext {
  database: TestDatabase;
  /** Writes to the log through it keep the hourly totals in step (keepingHourlyTotals). */
  prisma: PrismaClient;
  /** The log repository the apps write through (and the hourly totals with it). */
  logs: PostgresWebhookLogRepository;
  /** How many times the outbox was notified after a commit. */
  notifications: () => number;
  /** The partners' active secrets the apps check, as main.ts keeps them (refreshed after each write). */
  partnerSecrets: ActivePartnerSecrets;
  app: (overrides?: Partial<WebhookAppDeps>) => Express;
  close: () => Promise<void>;
}

/** The service app as the gateway's requests reach it: identities named by asGateway get signed. */
const appBehindGateway = (deps: WebhookAppDeps) => behindTestGateway(createApp(deps), GATEWAY_SECRET);

/** A migrated database for one spec file and apps over it, wired as main.ts wires them. */
export async function startWebhookTestContext(): Promise<WebhookTestContext> {
  const database = await createTestDatabase();
  await runMigrations({
    connectionString: database.connectionString,
    schema: WEBHOOK_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
  });
  const prisma = keepingHourlyTotals(
    createPrisma(PrismaClient, {
      connectionString: database.connectionString,
      schema: WEBHOOK_SCHEMA,
    }),
  );
  const pool = openPool({ connectionString: database.connectionString, max: 10 });
  const logs = new PostgresWebhookLogRepository(prisma, pool, { concurrency: 2, maxBatchSize: 256 });
  let notified = 0;
  const partnerSecretStore = new PrismaPartnerSecretRepository(prisma);
  const partnerSecrets = activePartnerSecrets(partnerSecretStore);
  return {
    database,
    prisma,
    logs,
    notifications: () => notified,
    partnerSecrets,
    app: (overrides = {}) =>
      appBehindGateway({
        logger: createLogger('webhook-test', 'silent'),
        identitySecret: GATEWAY_SECRET,
        readiness: async () => undefined,
        logs,
        // The service's defaults (WEBHOOK_REFUSED_BURST, WEBHOOK_REFUSED_PER_MINUTE), a fresh bucket per app.
        refusalLimiter: createRateLimiter({ burst: 120, perMinute: 60 }),
        analytics: logs,
        reports: new PostgresWebhookReportRepository(prisma),
        webhookSecret: WEBHOOK_SECRET,
        partnerSecretStore,
        partnerSecrets,
        // Every partner exists unless a spec says otherwise (partner-secrets.spec.ts asks a catalog).
        partners: { exists: async () => true },
        allowBodySecret: true,
        notifyOutbox: () => {
          notified += 1;
        },
        ...overrides,
      }),
    close: async () => {
      await Promise.all([prisma.$disconnect(), pool.end()]);
      await database.drop();
    },
  };
}

/** What the gateway adds to every request it forwards: a signed identity, anonymous for partners. */
/**
 * The test file's context: started before its tests and closed after them. With `emptyBeforeEach`,
 * every test starts from an empty log and outbox.
 */
export function useWebhookTestContext({ emptyBeforeEach = false } = {}): WebhookTestContext {
  const context = {} as WebhookTestContext;
  beforeAll(async () => {
    Object.assign(context, await startWebhookTestContext());
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(async () => {
    await context.close();
  }, DATABASE_START_TIMEOUT_MS);
  if (emptyBeforeEach) {
    beforeEach(async () => {
      await context.prisma.webhookLog.deleteMany();
      await context.prisma.outboxEvent.deleteMany();
    });
  }
  return context;
}

export const asGateway = (test: Test, identity: Identity = {}): Test => test.set(callingAs(identity));

export const asAdmin = (test: Test) =>
  asGateway(test, { admin: { id: 1, username: 'admin', sessionId: 'admin-session' } });
export const asResident = (test: Test) => asGateway(test, { user: { id: 7, sessionId: 'user-session' } });

let deliveries = 0;
export const newWebhookId = () => `msg_test_${process.pid}_${++deliveries}`;

export interface SignedDelivery {
  body: string;
  id?: string;
  /** Unix seconds; now by default. */
  timestamp?: number;
  secret?: string;
}

/** Standard Webhooks headers for a body, as a partner signs them. */
export function signedHeaders(delivery: SignedDelivery): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...webhookHeaders({
      id: delivery.id ?? newWebhookId(),
      timestamp: delivery.timestamp ?? Math.floor(Date.now() / 1000),
      body: delivery.body,
      secret: delivery.secret ?? WEBHOOK_SECRET,
    }),
  };
}
