import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import type { Identity, ResidentVendorOrder, StoreMember, StoreServiceFigures } from '@marketplace/contracts';
import { createLogger, createServiceClient, verifyIdentity, type Logger } from '@marketplace/service-kit';
import { behindTestGateway, callingAs, createTestDatabase, type TestDatabase } from '@marketplace/testing';
import { adjustableClock } from '../src/domain/clock';
import type { ImageModel } from '../src/domain/image-model';
import { vendorDetailsLimitsOf } from '../src/config';
import { createApp } from '../src/http/create-app';
import { CATALOG_READ_CACHE_TTL_MS } from '../src/http/read-cache-routes';
import { withCachedVendorLookups } from '../src/infra/db/cached-vendor-lookups';
import { openCatalogDatabase, type CatalogPrisma } from '../src/infra/db/catalog-database';
import { createSharedReadCache } from '../src/infra/db/shared-read-cache';
import { createPrismaRepositories, type CatalogRepositories } from '../src/infra/db/prisma-repositories';
import { AuthResidentDirectory } from '../src/infra/clients/auth.client';
import { OrderServiceResidentOrders } from '../src/infra/clients/order.client';
import { HttpPartnerCatalogClient } from '../src/infra/partners/partner-catalog.client';

/** Starting PGlite, migrating and seeding takes seconds on a busy machine; jest's hook default is 5 s. */
export const SETUP_TIMEOUT_MS = 120_000;

export const IDENTITY_SECRET = 'catalog-integration-test-secret';

/** A request as the gateway forwards it (signed by behindTestGateway): an anonymous visitor is an empty identity. */
export const signedAs = (identity: Identity = {}) => callingAs(identity);
export const anonymous = () => signedAs({});
export const asService = (service = 'order') => signedAs({ service });
export const asResident = (id = 7, communityId: number | null = null) =>
  signedAs({ user: { id, sessionId: `resident-session-${id}`, communityId } });
export const asAdmin = () => signedAs({ admin: { id: 1, username: 'admin', sessionId: 'admin-session-1' } });

/**
 * Plays the order and auth services' internal calls the catalog makes (over HTTP, through the real
 * clients): a resident's orders of a vendor, a resident's name, a community's residents. Tests fill
 * the maps.
 */
export interface FakeUpstreams {
  orders: ResidentVendorOrder[];
  /** userId -> name; a user missing here is a 404 from auth. */
  names: Map<number, { firstName: string; lastName: string }>;
  /** communityId -> how many residents auth counts in it; a community missing here has none. */
  residents: Map<number, number>;
  /** While true, auth's residents call drops its connection, as an auth service that is down would. */
  authDown: boolean;
  /** Stores' members as auth answers them. */
  members: StoreMember[];
  /** Stores' service figures as the order service answers them; `since` is the last one asked for. */
  figures: StoreServiceFigures[];
  figuresAskedSince: string | null;
  /** While true, the order service's figures call answers 503. */
  orderDown: boolean;
  url: string;
  close: () => Promise<void>;
}

async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const fake = {
    orders: [] as ResidentVendorOrder[],
    names: new Map(),
    residents: new Map(),
    authDown: false,
    members: [] as StoreMember[],
    figures: [] as StoreServiceFigures[],
    figuresAskedSince: null as string | null,
    orderDown: false,
  } as FakeUpstreams;
  const app = express();
  app.use((req, res, next) => {
    const call = { method: req.method, path: req.originalUrl };
    if (verifyIdentity(req.headers, IDENTITY_SECRET, call)?.service !== 'catalog')
      return void res.status(403).json({ message: 'Internal endpoint' });
    next();
  });
  app.get('/internal/users/:userId/orders', (req, res) => {
    const userId = Number(req.params.userId);
    const vendorId = Number(req.query.vendorId);
    res.json(
      fake.orders
        .filter((order) => fakeOwner.get(order.id) === userId && order.vendorId === vendorId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    );
  });
  app.get('/internal/users/:id', (req, res) => {
    const name = fake.names.get(Number(req.params.id));
    if (!name) return void res.status(404).json({ message: 'User not found' });
    res.json({
      id: Number(req.params.id),
      ...name,
      phone: null,
      email: null,
      flatNumber: null,
      floor: null,
      block: null,
      communityId: null,
      dietaryPreferences: [],
    });
  });
  const idsOf = (raw: unknown) =>
    new Set(
      String(raw ?? '')
        .split(',')
        .map(Number),
    );
  app.get('/internal/store-members', (req, res) => {
    const ids = idsOf(req.query.storeIds);
    res.json({ members: fake.members.filter((member) => ids.has(member.storeId)) });
  });
  app.get('/internal/store-service-figures', (req, res) => {
    if (fake.orderDown) return void res.status(503).json({ message: 'Order service unavailable' });
    const ids = idsOf(req.query.storeIds);
    fake.figuresAskedSince = String(req.query.since);
    res.json({ figures: fake.figures.filter((figure) => ids.has(figure.storeId)) });
  });
  app.get('/internal/communities/:id/residents', (req, res) => {
    if (fake.authDown) return void req.socket.destroy();
    res.json({ count: fake.residents.get(Number(req.params.id)) ?? 0 });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** Who placed each fake order (the order service knows; the catalog only asks). */
const fakeOwner = new Map<number, number>();

/** Adds an order the fake order service will answer for its resident. */
export function placeFakeOrder(
  upstreams: FakeUpstreams,
  order: {
    id: number;
    userId: number;
    vendorId: number;
    status?: ResidentVendorOrder['status'];
    createdAt?: string;
  },
): void {
  fakeOwner.set(order.id, order.userId);
  upstreams.orders.push({
    id: order.id,
    vendorId: order.vendorId,
    status: order.status ?? 'delivered',
    createdAt: order.createdAt ?? new Date().toISOString(),
  });
}

export interface CatalogTestApp {
  app: Express;
  /** The test database, for SQL a test runs outside Prisma. */
  connectionString: string;
  prisma: CatalogPrisma;
  repositories: CatalogRepositories;
  partner: HttpPartnerCatalogClient;
  /** The order and auth services the review calls ask. */
  upstreams: FakeUpstreams;
  /** Drops every app's read cache as the schedulers do (present with the readCache option). */
  dropReadCachesEverywhere: () => void;
  /** The clock the stores' hours are read by: tests move it. */
  setClockOffsetMs: (offsetMs: number) => void;
  clock: () => Date;
  logger: Logger;
  close: () => Promise<void>;
}

export interface CatalogTestOptions {
  /** Keep reads in the read cache, as main.ts does, for tests of what a write makes visible. */
  readCache?: boolean;
  /** PARTNER_HOST_ALLOWLIST: by default any port of 127.0.0.1, where the tests' partner servers listen. */
  partnerHosts?: string[];
  /** Test connection's limit (10 s in the service). */
  testConnectionTimeoutMs?: number;
  /** An external image model (IMAGE_API_URL in the service); none by default. */
  imageModel?: ImageModel;
  /** How often the read cache looks for other apps' writes on the same database (READ_GENERATION_POLL_MS). */
  readGenerationPollMs?: number;
  /** A database another test app already made: a second replica on it. */
  connectionString?: string;
  /** VENDOR_DETAILS_PER_CALLER_PER_MINUTE and _PER_VENDOR_: the service's defaults unless given. */
  vendorDetailsPerMinute?: { perCaller: number; perVendor: number };
}

/** The catalog app on a fresh, migrated database (PGlite, or TEST_DATABASE_URL's server). */
export async function startCatalogTestApp(options: CatalogTestOptions = {}): Promise<CatalogTestApp> {
  const database: TestDatabase | undefined = options.connectionString
    ? undefined
    : await createTestDatabase();
  const connectionString = options.connectionString ?? database!.connectionString;
  const prisma = await openCatalogDatabase(connectionString);
  const repositories = createPrismaRepositories(prisma);
  const logger = createLogger('catalog-test', 'silent');
  const partner = new HttpPartnerCatalogClient({
    timeoutMs: 2_000,
    hosts: { allowedHosts: options.partnerHosts ?? ['127.0.0.1'] },
  });
  const upstreams = await startFakeUpstreams();
  const client = createServiceClient({ baseUrl: upstreams.url, service: 'catalog', secret: IDENTITY_SECRET });
  // As every replica keeps it: dropped by this app's writes and by other apps' on the same database.
  const shared = options.readCache
    ? createSharedReadCache(prisma, logger, options.readGenerationPollMs ?? 50)
    : undefined;
  const readCache = shared?.readCache;
  const time = adjustableClock();
  const app = createApp({
    logger,
    identitySecret: IDENTITY_SECRET,
    readiness: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    ...repositories,
    partner,
    vendorDetailsLimits: vendorDetailsLimitsOf(
      {
        VENDOR_DETAILS_PER_CALLER_PER_MINUTE: options.vendorDetailsPerMinute?.perCaller ?? 20,
        VENDOR_DETAILS_PER_VENDOR_PER_MINUTE: options.vendorDetailsPerMinute?.perVendor ?? 60,
      },
      // The limits' clock stands still: tests count allowances exactly, and a minute's calls made
      // slowly on a loaded machine would otherwise refill them as they go.
      () => 0,
    ),
    partnerConnection: partner,
    testConnectionTimeoutMs: options.testConnectionTimeoutMs,
    imageModel: options.imageModel,
    residentOrders: new OrderServiceResidentOrders(client),
    residents: new AuthResidentDirectory(client),
    clock: time.clock,
    setClockOffsetMs: time.setOffsetMs,
    ...(readCache && {
      readCache,
      vendors: withCachedVendorLookups(repositories.vendors, readCache, CATALOG_READ_CACHE_TTL_MS),
    }),
  });
  return {
    app: behindTestGateway(app, IDENTITY_SECRET),
    connectionString,
    prisma,
    repositories,
    partner,
    upstreams,
    logger,
    clock: time.clock,
    setClockOffsetMs: time.setOffsetMs,
    dropReadCachesEverywhere: () => shared?.dropEverywhere(null),
    close: async () => {
      await shared?.stop();
      await upstreams.close();
      await prisma.$disconnect();
      await database?.drop();
    },
  };
}

export const DEMO_PARTNER = {
  baseUrl: 'http://127.0.0.1:4010',
  authMethod: 'bearer',
  authKey: 'demo-key',
} as const;
