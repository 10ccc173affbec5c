import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express, { type Express } from 'express';
import type { Pool } from 'pg';
import type { IncomingHttpHeaders, Server } from 'node:http';
import {
  computeBill,
  DEFAULT_WEBHOOK_PARTNER,
  DEFAULT_ACCEPT_WINDOW_MS,
  paiseToRupees,
  type BillingConfig,
  type EventData,
  type OrderContext,
  type OrderStatus,
  type PartnerOrderStatusResponse,
  type UserSnapshot,
  type WebhookPartner,
} from '@marketplace/contracts';
import { createPrisma, runMigrations, openPool } from '@marketplace/db';
import {
  appendToOutbox,
  createEventBus,
  outboxTablesSql,
  prismaSqlClient,
  prismaTransactionRunner,
  type EventBus,
} from '@marketplace/events';
import { createLogger, errorHandler, notFound, verifyIdentity } from '@marketplace/service-kit';
import {
  behindTestGateway,
  callingAs,
  createTestDatabase,
  usesRealPostgres,
  type TestDatabase,
} from '@marketplace/testing';
import { PrismaClient } from '../src/infra/db/generated/client';
import type { Order } from '../src/domain/order';
import type { NewOrder } from '../src/domain/order.repository';
import {
  PrismaOrderRepository,
  toOrder,
  WITH_ITEMS,
  type PrismaDb,
} from '../src/infra/db/prisma-order.repository';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import { composeOrderService, ORDER_WRITERS, type OrderService, type OrderServiceOptions } from '../src/main';

export const SECRET = 'order-integration-test-secret';
export const logger = createLogger('order-test', process.env.LOG_LEVEL ?? 'silent');

/** A request as the gateway forwards it for a signed-in resident (signed by behindTestGateway). */
export const asUser = (userId: number) => callingAs({ user: { id: userId, sessionId: `session-${userId}` } });

/** A request as the gateway forwards it for a signed-in member of these stores (issue 24). */
export const asStoreMember = (userId: number, stores: { storeId: number; role: 'owner' | 'staff' }[]) =>
  callingAs({ user: { id: userId, sessionId: `session-${userId}`, stores } });

/** A request as the gateway forwards it for a signed-in administrator. */
export const asAdmin = () => callingAs({ admin: { id: 1, username: 'admin', sessionId: 'admin-session' } });

/** A request as the gateway forwards it for a caller signed in as nobody. */
export const asAnonymous = () => callingAs({});

export interface OrderDatabase {
  prisma: PrismaClient;
  /** node-postgres connections, for the service's order placements. */
  pool: Pool;
  /** Runs SQL against the test database outside Prisma's models (other schemas, counts). */
  query<T>(sql: string, ...values: unknown[]): Promise<T[]>;
  /** The order's status as stored. */
  statusOf(orderId: number): Promise<string>;
  /** The titles of the order's notifications, oldest first. */
  notificationTitles(orderId: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A fresh database with the order service's migrations, plus the webhook service's outbox (the
 * embedded transport reads `webhooks.outbox` as the log of webhook.received).
 */
export async function startOrderDatabase(): Promise<OrderDatabase> {
  const database: TestDatabase = await createTestDatabase();
  await runMigrations({
    connectionString: database.connectionString,
    schema: ORDER_SCHEMA,
    migrationsDir: join(__dirname, '../prisma/migrations'),
  });
  const db = openOrderDatabase(database.connectionString, database.drop);
  // The webhook service's outbox (the log of webhook.received) and the catalog's (catalog.changed).
  for (const schema of ['webhooks', 'catalog']) {
    await db.prisma.$executeRawUnsafe(`CREATE SCHEMA ${schema}`);
    for (const statement of outboxTablesSql(schema)
      .split(';')
      .filter((sql) => sql.trim())) {
      await db.prisma.$executeRawUnsafe(statement);
    }
  }
  return db;
}

/**
 * What the catalog does after a write an order depends on (decision 159): appends catalog.changed
 * to its outbox. Resolves once the service has read it, so the next order sees the change.
 */
export async function catalogChanged(
  db: OrderDatabase,
  service: Pick<OrderService, 'catalogChanges'>,
  vendorIds: number[] | null,
): Promise<void> {
  await db.prisma.$transaction((tx) =>
    appendToOutbox(tx, 'catalog', {
      type: 'catalog.changed',
      source: 'catalog',
      subject: vendorIds === null ? '*' : vendorIds.join(','),
      data: { vendorIds, changedAt: new Date().toISOString() },
    }),
  );
  await service.catalogChanges.read();
}

/**
 * The order service's tables in a database its migrations have run on (a service process's, in
 * the fault tests); close() disconnects, then runs `drop`.
 */
export function openOrderDatabase(connectionString: string, drop: () => Promise<void>): OrderDatabase {
  // PGlite's socket server interleaves the extended-protocol messages of concurrent connections
  // (one connection's Bind can land on another's Parse), so on PGlite the test process uses one.
  const prisma = createPrisma(PrismaClient, {
    connectionString,
    schema: ORDER_SCHEMA,
    poolMax: usesRealPostgres() ? 10 : 1,
  });
  const query = <T>(sql: string, ...values: unknown[]) => prisma.$queryRawUnsafe<T[]>(sql, ...values);
  const pool = openPool({ connectionString, max: ORDER_WRITERS });
  return {
    prisma,
    pool,
    query,
    statusOf: async (orderId) =>
      (await query<{ status: string }>('SELECT status FROM orders.orders WHERE id = $1', orderId))[0]!.status,
    notificationTitles: async (orderId) =>
      (
        await query<{ title: string }>(
          'SELECT title FROM orders.notifications WHERE order_id = $1 ORDER BY id',
          orderId,
        )
      ).map((row) => row.title),
    close: async () => {
      await Promise.all([prisma.$disconnect(), pool.end()]);
      await drop();
    },
  };
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on an ephemeral port. */
export async function listen(app: Express): Promise<RunningServer> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Refuses calls without the order service's signed identity, as the real services do. */
function requireOrderService(app: Express): void {
  app.use((req, _res, next) => {
    const identity = verifyIdentity(req.headers, SECRET, { method: req.method, path: req.originalUrl });
    next(identity?.service === 'order' ? undefined : notFound('unsigned call'));
  });
}

/** The catalog's internal order-context call and its community call, answering from the given data. */
export function fakeCatalog(
  contexts: Map<number, OrderContext>,
  communities: Map<number, string>,
  /** Stores the marketplace suspended (issue 25): their standing says so. */
  suspended: ReadonlySet<number> = new Set(),
): Express {
  const app = express();
  requireOrderService(app);
  app.get('/internal/vendors/:vendorId/standing', (req, res) => {
    const context = contexts.get(Number(req.params.vendorId));
    if (!context) throw notFound('Vendor not found');
    res.json({
      storeId: context.vendor.id,
      name: context.vendor.name,
      kind: context.vendor.isExternalSource ? 'partner' : 'local',
      status: suspended.has(context.vendor.id) ? 'suspended' : 'active',
    });
  });
  app.get('/internal/vendors/:vendorId/order-context', (req, res) => {
    const context = contexts.get(Number(req.params.vendorId));
    if (!context) throw notFound('Vendor not found');
    res.json(context);
  });
  app.get('/api/communities/:id', (req, res) => {
    const name = communities.get(Number(req.params.id));
    if (!name) throw notFound('Community not found');
    res.json({
      id: Number(req.params.id),
      name,
      address: null,
      pincode: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'apartment',
      status: 'active',
    });
  });
  app.use(errorHandler(logger));
  return app;
}

/** The auth service's internal user call. */
export function fakeAuth(users: Map<number, UserSnapshot>): Express {
  const app = express();
  requireOrderService(app);
  app.get('/internal/users/:id', (req, res) => {
    const user = users.get(Number(req.params.id));
    if (!user) throw notFound('User not found');
    res.json(user);
  });
  app.use(errorHandler(logger));
  return app;
}

/** The delivery estimate the status partner reports with every status. */
export const STATUS_PARTNER_ESTIMATE = '2030-01-01T11:00:00.000Z';

export interface StatusPartnerCall {
  partnerOrderId: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A partner's order-status URL (`/orders/{orderId}/status`, under any prefix): answers each
 * order's scripted status, 503 while told to fail, nothing at all while told to stall (the caller's
 * timeout ends the call), and 401 to calls `authorized` refuses. Every call is recorded.
 */
export function statusPartner(authorized: (headers: IncomingHttpHeaders) => boolean = () => true) {
  const statuses = new Map<string, string>();
  const failuresLeft = new Map<string, number>();
  const stallsLeft = new Map<string, number>();
  const calls: StatusPartnerCall[] = [];
  /** Takes one of the order's scripted failures or stalls, if any is left. */
  const take = (script: Map<string, number>, partnerOrderId: string) => {
    const left = script.get(partnerOrderId) ?? 0;
    if (left > 0) script.set(partnerOrderId, left - 1);
    return left > 0;
  };
  const app = express();
  app.get('{/*prefix}/orders/:orderId/status', (req, res) => {
    const partnerOrderId = req.params.orderId;
    calls.push({ partnerOrderId, path: req.path, headers: req.headers });
    if (!authorized(req.headers)) return res.status(401).json({ message: 'bad credential' });
    if (take(stallsLeft, partnerOrderId)) return;
    if (take(failuresLeft, partnerOrderId)) return res.status(503).json({ message: 'kitchen system busy' });
    const status = statuses.get(partnerOrderId);
    if (!status) return res.status(404).json({ message: 'no such order' });
    res.json({
      orderId: partnerOrderId,
      merchantOrderId: '1',
      status,
      updatedAt: new Date().toISOString(),
      estimatedDeliveryTime: STATUS_PARTNER_ESTIMATE,
      timestamps: {
        orderedTime: null,
        acceptedTime: null,
        readyTime: null,
        pickedUpTime: null,
        deliveredTime: null,
      },
    } satisfies PartnerOrderStatusResponse);
  });
  const callsOf = (partnerOrderId: string) => calls.filter((call) => call.partnerOrderId === partnerOrderId);
  return { app, statuses, failuresLeft, stallsLeft, callsOf };
}

export function resident(id: number, overrides: Partial<UserSnapshot> = {}): UserSnapshot {
  return {
    id,
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '9876543210',
    email: `asha${id}@example.com`,
    flatNumber: '4B',
    floor: '2',
    block: 'A',
    communityId: 1,
    dietaryPreferences: [],
    ...overrides,
  };
}

export type TestServiceOptions = Partial<
  Omit<OrderServiceOptions, 'prisma' | 'placementPool' | 'bus' | 'catalogUrl' | 'authUrl'>
>;

export interface TestOrderService extends OrderService {
  bus: EventBus<PrismaDb>;
  /** Stops the service and its event bus (the database stays). */
  shutdown(): Promise<void>;
}

/** The order service as main.ts wires it, on the embedded event transport, with quick test timings. */
export function startOrderService(
  db: OrderDatabase,
  upstream: { catalogUrl: string; authUrl: string },
  options: TestServiceOptions = {},
): TestOrderService {
  const bus = createEventBus<PrismaDb>({
    service: 'order',
    schema: ORDER_SCHEMA,
    sql: prismaSqlClient(db.prisma),
    // As main.ts wires it when a test asks: the consumer's commits wake the live feed.
    transactions: options.live?.consumerCommits
      ? options.live.consumerCommits.wrap(prismaTransactionRunner(db.prisma))
      : prismaTransactionRunner(db.prisma),
    logger,
    pollIntervalMs: 50,
  });
  const service = composeOrderService({
    prisma: db.prisma,
    placementPool: db.pool,
    bus,
    logger,
    identitySecret: SECRET,
    catalogUrl: upstream.catalogUrl,
    authUrl: upstream.authUrl,
    // The tests' partners listen on 127.0.0.1, which the service refuses unless allowed.
    partnerHostAllowList: ['127.0.0.1'],
    relayPolicy: { maxAttempts: 3, baseDelayMs: 50, maxDelayMs: 200, timeoutMs: 2_000 },
    relaySweepMs: 60_000,
    earlyUpdateSweepMs: 60_000,
    earlyUpdateMaxAgeMs: 60_000,
    pollTickMs: 60_000,
    pollBatchSize: 100,
    pollConcurrency: 4,
    pollRetryDelayMs: 10,
    refreshTimeoutMs: 2_000,
    refreshMinIntervalMs: 10_000,
    // The service's defaults (STATUS_REFRESH_PER_RESIDENT_BURST, _PER_MINUTE).
    refreshPerResident: { burst: 20, perMinute: 20 },
    acceptWindowMs: DEFAULT_ACCEPT_WINDOW_MS,
    acceptSweepMs: 60_000,
    ...options,
  });
  return {
    ...service,
    app: behindTestGateway(service.app, SECRET),
    bus,
    shutdown: async () => {
      await service.stop();
      await bus.shutdown();
    },
  };
}

/** Waits until the probe returns something truthy, or fails after the timeout. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Food & Restaurants billing: every part of the spec's formula is non-zero. */
export const FOOD_BILLING: BillingConfig = {
  categoryName: 'Food & Restaurants',
  packagingLabel: 'Packaging Charges',
  platformFeeRupees: 10,
  platformFeeDiscountPercentage: 0,
  deliveryChargesRupees: 30,
  deliveryChargesDiscountPercentage: 50,
  packagingApplicable: true,
  packagingChargesPerItem: 5,
  packagingDiscountPercent: 10,
  itemGstPercentage: 5,
  gstPercentage: 18,
};

const NO_PARTNER: OrderContext['partner'] = {
  orderCreate: null,
  orderStatus: null,
  orderUpdate: null,
};

/** A local (internal) open vendor with one unavailable item. */
export function localVendor(id: number, overrides: Partial<OrderContext['vendor']> = {}): OrderContext {
  return {
    vendor: {
      id,
      name: 'Annapoorna Kitchen',
      address: '3rd Cross, Indiranagar',
      categoryId: 1,
      categoryName: 'Food & Restaurants',
      isOpen: true,
      takesOrders: true,
      isExternalSource: false,
      externalId: null,
      communityIds: [1, 2],
      ...overrides,
    },
    menu: [
      {
        id: id * 100 + 1,
        name: 'Masala Dosa',
        pricePaise: 12_000,
        isAvailable: true,
        externalMenuId: null,
        category: 'veg',
      },
      {
        id: id * 100 + 2,
        name: 'Filter Coffee',
        pricePaise: 4_500,
        isAvailable: true,
        externalMenuId: null,
        category: 'beverage',
      },
      {
        id: id * 100 + 3,
        name: 'Rava Kesari',
        pricePaise: 6_000,
        isAvailable: false,
        externalMenuId: null,
        category: 'dessert',
      },
    ],
    billing: FOOD_BILLING,
    partner: NO_PARTNER,
    customerSupportNumber: '+91 80 4000 1234',
  };
}

/**
 * The body of an order of `quantity` Masala Dosa from localVendor(vendorId), priced as the server
 * prices it, as the checkout sends it.
 */
export function localVendorCart(vendorId: number, quantity = 1, overrides: Record<string, unknown> = {}) {
  const bill = computeBill([{ pricePaise: 12_000, quantity }], FOOD_BILLING);
  return {
    restaurantId: vendorId,
    items: [{ menuItemId: vendorId * 100 + 1, name: 'Masala Dosa', quantity, price: 120 }],
    totalAmount: paiseToRupees(bill.total),
    deliveryAddress: 'Flat 4B, Prestige Lakeside',
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
    ...overrides,
  };
}

/** Punjab Da Dhaba as the partner simulator serves it (SRV-101), with the partner's URLs. */
export function partnerVendor(id: number, partner: OrderContext['partner']): OrderContext {
  return {
    vendor: {
      id,
      name: 'Punjab Da Dhaba',
      address: '14, 80 Feet Road, Koramangala',
      categoryId: 1,
      categoryName: 'Food & Restaurants',
      isOpen: true,
      takesOrders: true,
      isExternalSource: true,
      externalId: 'SRV-101',
      communityIds: [1, 2],
    },
    menu: [
      {
        id: id * 100 + 1,
        name: 'Paneer Tikka',
        pricePaise: 24_900,
        isAvailable: true,
        externalMenuId: 'SR-101',
        category: 'starter',
      },
      {
        id: id * 100 + 6,
        name: 'Butter Naan',
        pricePaise: 5_900,
        isAvailable: true,
        externalMenuId: 'SR-106',
        category: 'veg',
      },
    ],
    billing: FOOD_BILLING,
    partner,
    customerSupportNumber: null,
  };
}

/**
 * Stores an order, its lines and its first history row, as POST /api/orders would but without its
 * notification and order.created event, the HTTP and upstream calls around it.
 */
export async function insertOrder(db: OrderDatabase, overrides: Partial<NewOrder> = {}): Promise<Order> {
  const bill = computeBill([{ pricePaise: 24_900, quantity: 2 }], FOOD_BILLING);
  const order: NewOrder = {
    userId: 31,
    vendorId: 5,
    categoryId: 1,
    categoryName: 'Food & Restaurants',
    externalRestaurantId: 'SRV-101',
    restaurantName: 'Punjab Da Dhaba',
    restaurantAddress: null,
    lines: [
      { menuItemId: 501, externalMenuId: 'SR-101', name: 'Paneer Tikka', pricePaise: 24_900, quantity: 2 },
    ],
    bill,
    deliveryAddress: 'Flat 4B, Prestige Lakeside',
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
    paymentId: null,
    specialInstructions: null,
    customer: {
      firstName: 'Asha',
      lastName: 'Rao',
      flatNumber: '4B',
      communityName: 'Prestige Lakeside',
      dietaryPreferences: [],
    },
    customerSupportNumber: null,
    estimatedDeliveryAt: new Date(Date.now() + 20 * 60_000),
    relayStatus: 'pending',
    createdAt: new Date(),
    ...overrides,
  };
  const row = await db.prisma.order.create({
    data: {
      userId: order.userId,
      vendorId: order.vendorId,
      categoryId: order.categoryId,
      categoryName: order.categoryName,
      externalRestaurantId: order.externalRestaurantId,
      restaurantName: order.restaurantName,
      restaurantAddress: order.restaurantAddress,
      status: 'pending',
      itemsTotalPaise: order.bill.itemsTotal,
      platformFeePaise: order.bill.platformFee,
      deliveryChargePaise: order.bill.deliveryCharge,
      packagingPaise: order.bill.packaging,
      gstPaise: order.bill.gst,
      totalAmountPaise: order.bill.total,
      deliveryAddress: order.deliveryAddress,
      phoneNumber: order.phoneNumber,
      paymentMethod: order.paymentMethod,
      paymentId: order.paymentId,
      specialInstructions: order.specialInstructions,
      customerFirstName: order.customer.firstName,
      customerLastName: order.customer.lastName,
      customerFlatNumber: order.customer.flatNumber,
      customerCommunityName: order.customer.communityName,
      customerDietaryPreferences: order.customer.dietaryPreferences,
      customerSupportNumber: order.customerSupportNumber,
      estimatedDeliveryAt: order.estimatedDeliveryAt,
      relayStatus: order.relayStatus,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
      items: { create: order.lines },
      statusHistory: { create: { status: 'pending', source: 'customer', occurredAt: order.createdAt } },
    },
    include: WITH_ITEMS,
  });
  return toOrder(row);
}

/** Marks an order as accepted by its partner under the given id, as a successful relay does. */
export async function markRelayed(
  db: OrderDatabase,
  orderId: number,
  externalOrderId: string,
  statusUrl: string | null = null,
) {
  await new PrismaOrderRepository(db.prisma).markRelayed(orderId, {
    externalOrderId,
    externalStatus: 'pending',
    attempts: 1,
    relayedAt: new Date(),
    partnerOrderStatusUrl: statusUrl,
    estimatedDeliveryAt: null,
  });
}

/** The order id the partner gives our order in these tests: never our own id's digits. */
export const partnerOrderIdOf = (orderId: number) => `P-${orderId}`;

/**
 * An order already relayed to its partner (its category), which knows it as partnerOrderIdOf(id):
 * the only kind of order a webhook may move. Never pending, so no relay worker takes it.
 */
export async function insertRelayedOrder(
  db: OrderDatabase,
  overrides: Partial<NewOrder> = {},
): Promise<Order & { partnerOrderId: string }> {
  const order = await insertOrder(db, { ...overrides, relayStatus: 'not_required' });
  const partnerOrderId = partnerOrderIdOf(order.id);
  await db.query(
    "UPDATE orders.orders SET relay_status = 'relayed', external_order_id = $2 WHERE id = $1",
    order.id,
    partnerOrderId,
  );
  return { ...order, partnerOrderId };
}

/** webhook.received's data for a partner's update naming its own order id, as the webhook service writes it. */
export function webhookReceivedData(
  reference: string,
  status: OrderStatus,
  options: { externalStatus?: string; receivedAt?: Date; partner?: WebhookPartner } = {},
): EventData<'webhook.received'> {
  return {
    webhookLogId: 1,
    event: 'order.status_changed',
    orderId: reference,
    status,
    externalStatus: options.externalStatus ?? status,
    receivedAt: (options.receivedAt ?? new Date()).toISOString(),
    partner: options.partner ?? DEFAULT_WEBHOOK_PARTNER,
  };
}
