import { join } from 'node:path';
import { Pool } from 'pg';
import type { Express } from 'express';
import type { Test } from 'supertest';
import { createPrisma, runMigrations } from '@marketplace/db';
import type { Identity } from '@marketplace/contracts';
import { createLogger, signIdentity, webhookHeaders } from '@marketplace/service-kit';
import { createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { createApp, type WebhookAppDeps } from '../src/http/create-app';
import { PrismaClient } from '../src/infra/db/generated/client';
import { PostgresWebhookLogRepository } from '../src/infra/db/postgres-webhook-log.repository';
import { PostgresWebhookReportRepository } from '../src/infra/db/postgres-webhook-report.repository';
import { WEBHOOK_SCHEMA } from '../src/infra/db/schema';

export const GATEWAY_SECRET = 'test-gateway-signing-secret-0123456789';
export const WEBHOOK_SECRET = 'test-webhook-secret';
/** Starting PGlite (or creating a database) and migrating it takes seconds on a busy machine. */
export const DATABASE_START_TIMEOUT_MS = 60_000;

export interface WebhookTestContext {
  database: TestDatabase;
  prisma: PrismaClient;
  /** The log repository the apps write through (and the hourly totals with it). */
  logs: PostgresWebhookLogRepository;
  /** How many times the outbox was notified after a commit. */
  notifications: () => number;
  app: (overrides?: Partial<WebhookAppDeps>) => Express;
  close: () => Promise<void>;
}

/** A migrated database for one spec file and apps over it, wired as main.ts wires them. */
export async function startWebhookTestContext(): Promise<WebhookTestContext> {
  const database = await createTestDatabase();
  await runMigrations({
    connectionString: database.connectionString,
    schema: WEBHOOK_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
  });
  const prisma = createPrisma(PrismaClient, {
    connectionString: database.connectionString,
    schema: WEBHOOK_SCHEMA,
  });
  const pool = new Pool({ connectionString: database.connectionString, max: 10 });
  const logs = new PostgresWebhookLogRepository(prisma, pool, { concurrency: 2, maxBatchSize: 256 });
  let notified = 0;
  return {
    database,
    prisma,
    logs,
    notifications: () => notified,
    app: (overrides = {}) =>
      createApp({
        logger: createLogger('webhook-test', 'silent'),
        identitySecret: GATEWAY_SECRET,
        readiness: async () => undefined,
        logs,
        analytics: logs,
        reports: new PostgresWebhookReportRepository(prisma),
        webhookSecret: WEBHOOK_SECRET,
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
export const asGateway = (test: Test, identity: Identity = {}): Test =>
  test.set(signIdentity(identity, GATEWAY_SECRET));

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
