import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import {
  DevMailboxMessageSchema,
  SESSION_COOKIES,
  type DevMailboxMessage,
  type Identity,
  type SessionResolveResponse,
} from '@marketplace/contracts';
import { runMigrations } from '@marketplace/db';
import { createLogger, type Logger } from '@marketplace/service-kit';
import { behindTestGateway, callingAs, createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { createApp } from '../src/http/create-app';
import { purgeExpiredRecords } from '../src/app/commands/purge-expired-records';
import { adminSessionPolicyOf, sessionPolicyOf, throttleConfigSchema, throttlePolicyOf } from '../src/config';
import { createCatalogClients } from '../src/infra/clients/catalog.client';
import { createAuthPrisma, type AuthPrismaClient } from '../src/infra/db/prisma-client';
import { AUTH_SCHEMA } from '../src/infra/db/schema';
import { createPrismaRepositories } from '../src/infra/db/prisma-repositories';
import type { Mailer, SmsSender } from '../src/domain/messaging';
import type { StoreCatalog } from '../src/domain/store-catalog';
import { DevMailbox } from '../src/infra/messaging/dev-mailbox';
import { Argon2PasswordHasher } from '../src/infra/security/argon2-password-hasher';

// Starting a database and hashing with argon2 outlast jest's 5 s default on a shared 2-core machine.

export const GATEWAY_SECRET = 'test-gateway-signing-secret-0123456789';
export const ABSOLUTE_HOURS = 720;
export const IDLE_HOURS = 168;
export const HOUR_MS = 60 * 60 * 1000;
/** The service's defaults for administrators' sessions (ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_MS). */
export const ADMIN_IDLE_HOURS = 2;
export const ADMIN_MAX_HOURS = 24;

/** A request as the gateway forwards it, for the given identity (signed by behindTestGateway). */
export function asGateway(identity: Identity = {}): Record<string, string> {
  return callingAs(identity);
}

/** A test clock for session expiry; request signatures keep using the real time. */
export class TestClock {
  private current = new Date('2026-11-22T10:00:00.000Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface AuthTestContext {
  app: Express;
  logger: Logger;
  prisma: AuthPrismaClient;
  repositories: ReturnType<typeof createPrismaRepositories>;
  hasher: Argon2PasswordHasher;
  clock: TestClock;
  /** The catalog's stores as this app asks them (catalogUrl), for use cases the tests run directly. */
  storeCatalog: StoreCatalog;
  database: TestDatabase;
  /** What the service sent: its dev mailbox, in a temporary folder of this test app. */
  mailbox: {
    dir: string;
    messages: () => DevMailboxMessage[];
    /** The messages once there are `count` of them: delivery may finish after the answer. */
    waitFor: (count: number) => Promise<DevMailboxMessage[]>;
  };
  /**
   * Another instance of the service on the same database, mailbox and clock, with its own
   * connection pool and settings: a second process, or this one restarted with other settings.
   */
  startInstance: (options?: AuthTestOptions) => Express;
  close: () => Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://shop.test:8080';

export interface AuthTestOptions {
  catalogUrl?: string;
  genericAuthErrors?: boolean;
  /** THROTTLE_* settings as the environment gives them; unset ones take the service defaults. */
  throttleEnv?: Record<string, string>;
  /** Sends emails instead of the dev mailbox (a failing or slow mail server). */
  mailer?: Mailer;
  /** null: no SMS provider configured (MAILBOX_DIR unset); default: the dev mailbox. */
  sms?: SmsSender | null;
}

const MAILBOX_WAIT_MS = 5_000;

/** The messages in a dev mailbox folder, oldest first. */
function readMailbox(dir: string): DevMailboxMessage[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => DevMailboxMessageSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

const TEST_SESSION_POLICY = sessionPolicyOf({
  SESSION_ABSOLUTE_HOURS: ABSOLUTE_HOURS,
  SESSION_IDLE_HOURS: IDLE_HOURS,
});
const TEST_ADMIN_SESSION_POLICY = adminSessionPolicyOf({
  ADMIN_SESSION_IDLE_MS: ADMIN_IDLE_HOURS * HOUR_MS,
  ADMIN_SESSION_MAX_MS: ADMIN_MAX_HOURS * HOUR_MS,
});

/** The service's periodic housekeeping, run once now on the test clock, with the app's session policies. */
export function purgeNow(ctx: AuthTestContext) {
  return purgeExpiredRecords({
    ...ctx.repositories,
    sessionPolicy: TEST_SESSION_POLICY,
    adminSessionPolicy: TEST_ADMIN_SESSION_POLICY,
    now: ctx.clock.now(),
  });
}

/** Nothing listens on the discard port: suites that never look at communities get no catalog. */
const NO_CATALOG_URL = 'http://127.0.0.1:9';

/** The auth service as main.ts wires it, on a fresh database, without listening. */
export async function startAuthTestApp(options: AuthTestOptions = {}): Promise<AuthTestContext> {
  const database = await createTestDatabase();
  await runMigrations({
    connectionString: database.connectionString,
    schema: AUTH_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
  });
  const prisma = createAuthPrisma(database.connectionString);
  const repositories = createPrismaRepositories(prisma);
  const hasher = new Argon2PasswordHasher();
  const clock = new TestClock();
  const logger = createLogger('auth-test', 'silent');
  const mailboxDir = mkdtempSync(join(tmpdir(), 'auth-mailbox-'));
  const mailbox = new DevMailbox(mailboxDir, clock.now);
  const clients = [prisma];
  const catalogOf = (settings: AuthTestOptions) =>
    createCatalogClients({ baseUrl: settings.catalogUrl ?? NO_CATALOG_URL, secret: GATEWAY_SECRET });
  const instance = (
    settings: AuthTestOptions,
    client: AuthPrismaClient,
    clientRepositories = createPrismaRepositories(client),
  ) =>
    createApp({
      ...clientRepositories,
      logger,
      identitySecret: GATEWAY_SECRET,
      readiness: async () => {
        await client.$queryRaw`SELECT 1`;
      },
      hasher,
      sessionPolicy: TEST_SESSION_POLICY,
      adminSessionPolicy: TEST_ADMIN_SESSION_POLICY,
      ...catalogOf(settings),
      clock: clock.now,
      mailer: settings.mailer ?? mailbox.mailer(),
      sms: settings.sms === null ? undefined : (settings.sms ?? mailbox.smsSender()),
      publicUrl: TEST_PUBLIC_URL,
      genericAuthErrors: settings.genericAuthErrors ?? false,
      // Suites register many residents from one address; the registration throttle's own tests set it.
      throttling: throttlePolicyOf(
        throttleConfigSchema.parse({ THROTTLE_REGISTER_PER_ADDRESS: '1000', ...settings.throttleEnv }),
      ),
    });
  const app = behindTestGateway(instance(options, prisma, repositories), GATEWAY_SECRET);
  return {
    app,
    logger,
    prisma,
    repositories,
    hasher,
    clock,
    storeCatalog: catalogOf(options).storeCatalog,
    database,
    mailbox: {
      dir: mailboxDir,
      messages: () => readMailbox(mailboxDir),
      waitFor: async (count) => {
        const deadline = Date.now() + MAILBOX_WAIT_MS;
        for (;;) {
          const messages = readMailbox(mailboxDir);
          if (messages.length >= count) return messages;
          if (Date.now() > deadline)
            throw new Error(`the mailbox holds ${messages.length} of ${count} messages`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    },
    startInstance: (settings = {}) => {
      const client = createAuthPrisma(database.connectionString);
      clients.push(client);
      return behindTestGateway(instance(settings, client), GATEWAY_SECRET);
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.$disconnect()));
      await database.drop();
      rmSync(mailboxDir, { recursive: true, force: true });
    },
  };
}

/** The value of one cookie from a response's Set-Cookie headers, with its attributes. */
export function findSetCookie(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
}

export function cookieValue(setCookie: string | undefined): string {
  const value = setCookie?.split(';')[0]?.split('=').slice(1).join('=');
  if (value === undefined) throw new Error('no cookie was set');
  return decodeURIComponent(value);
}

export const GATEWAY_SERVICE = { service: 'gateway' } as const;

/** What the gateway does with a browser's cookies: ask auth which sessions they hold. */
export async function resolveCookies(app: Express, cookies: { userSession?: string; adminSession?: string }) {
  const response = await request(app)
    .post('/internal/sessions/resolve')
    .set(asGateway(GATEWAY_SERVICE))
    .send(cookies);
  if (response.status !== 200)
    throw new Error(`resolve answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as SessionResolveResponse;
}

export const RESIDENT = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '9123456780',
  password: 'secret-pass',
} as const;

export async function register(
  app: Express,
  overrides: Partial<Record<keyof typeof RESIDENT, unknown>> = {},
) {
  return request(app)
    .post('/api/auth/register')
    .set(asGateway())
    .send({ ...RESIDENT, ...overrides });
}

/** Logs in as the browser would through the gateway and returns the session cookie's token. */
export async function logIn(
  app: Express,
  emailOrPhone: string = RESIDENT.email,
  password: string = RESIDENT.password,
  identity: Identity = {},
) {
  const response = await request(app)
    .post('/api/auth/login')
    .set(asGateway(identity))
    .send({ emailOrPhone, password });
  if (response.status !== 200)
    throw new Error(`login answered ${response.status}: ${JSON.stringify(response.body)}`);
  return {
    response,
    token: cookieValue(findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.user)),
  };
}
