import type { Identity, ServiceName } from '@marketplace/contracts';
import { signIdentity } from '@marketplace/service-kit';
import { Argon2PasswordHasher } from '../../services/auth/src/infra/security/argon2-password-hasher';
import { seedDemoData as seedDemoAccounts, DEMO_RESIDENT } from '../../services/auth/src/seed/demo-data';
import { ensureFirstAdmin } from '../../services/auth/src/seed/first-admin';
import {
  GATEWAY_SECRET as AUTH_SECRET,
  startAuthTestApp,
} from '../../services/auth/integration-tests/auth-test-app';
import { startFakeCatalog } from '../../services/auth/integration-tests/fake-catalog';
import { seedDemoData as seedDemoCatalog } from '../../services/catalog/src/seed/demo-data';
import {
  DEMO_PARTNER,
  IDENTITY_SECRET as CATALOG_SECRET,
  startCatalogTestApp,
} from '../../services/catalog/integration-tests/catalog-test-app';
import { seedDemoData as seedDemoStatusConfig } from '../../services/order/src/seed/demo-data';
import {
  SECRET as ORDER_SECRET,
  fakeAuth,
  fakeCatalog,
  insertOrder,
  listen,
  localVendor,
  logger as orderLogger,
  resident,
  startOrderDatabase,
  startOrderService,
  type RunningServer,
} from '../../services/order/integration-tests/order-test-kit';
import {
  GATEWAY_SECRET as WEBHOOK_SECRET,
  startWebhookTestContext,
} from '../../services/webhook/integration-tests/webhook-test-app';

/** Runs SQL on one service's database through the service's own client (simple statements only). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface FuzzedService {
  url: string;
  /** The gateway signing secret this instance checks. */
  secret: string;
  query: Query;
}

export type Role = 'anonymous' | 'resident' | 'vendor' | 'admin';

/** What to stop when the fuzz ends, in the order things started (stopped last first). */
type Closers = (() => Promise<void>)[];

export interface FuzzStack {
  services: Record<ServiceName, FuzzedService>;
  identities: Record<Role, Identity>;
  /** Ids that exist, per path parameter name, for reads to reach real rows. */
  existing: Record<string, string[]>;
  close(): Promise<void>;
}

/** The headers the gateway adds, signed for this one call (method and target as sent). */
export function signFor(
  service: FuzzedService,
  identity: Identity,
  call: { method: string; path: string },
): Record<string, string> {
  return signIdentity(identity, service.secret, call);
}

async function startAuth(closers: Closers) {
  const communities = await startFakeCatalog();
  closers.push(communities.close);
  const auth = await startAuthTestApp({ catalogUrl: communities.url });
  closers.push(auth.close);
  const hasher = new Argon2PasswordHasher();
  await seedDemoAccounts({ ...auth.repositories, hasher });
  await ensureFirstAdmin(
    { username: 'admin', password: 'fuzz-admin-password' },
    { admins: auth.repositories.admins, hasher },
  );
  const residentUser = await auth.prisma.user.findUniqueOrThrow({ where: { email: DEMO_RESIDENT.email } });
  const admin = await auth.prisma.admin.findUniqueOrThrow({ where: { username: 'admin' } });
  const address = await auth.prisma.address.create({
    data: { userId: residentUser.id, streetAddress: 'Varthur Main Road', pincode: '560087', isDefault: true },
  });
  return { auth, residentUser, admin, address };
}

async function startCatalog(closers: Closers) {
  const catalog = await startCatalogTestApp();
  closers.push(catalog.close);
  await seedDemoCatalog(catalog.prisma, { partner: DEMO_PARTNER });
  const vendor = await catalog.prisma.vendor.findFirstOrThrow({ orderBy: { id: 'asc' } });
  return { catalog, vendor };
}

async function startOrderDb(closers: Closers) {
  const orderDb = await startOrderDatabase();
  closers.push(orderDb.close);
  return orderDb;
}

async function startWebhook(closers: Closers) {
  const webhook = await startWebhookTestContext();
  closers.push(webhook.close);
  return webhook;
}

/**
 * The four services as their own integration tests start them, each over a database of its own
 * (PGlite, or TEST_DATABASE_URL's server), listening on loopback, with one of everything: a
 * resident, an administrator, the demo catalog (communities, categories, vendors), an address, an
 * order and its status config. The databases start side by side.
 */
export async function startFuzzStack(): Promise<FuzzStack> {
  const closers: Closers = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    return await startServices(closers, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function startServices(closers: Closers, close: () => Promise<void>): Promise<FuzzStack> {
  const started = async (server: RunningServer) => {
    closers.push(server.close);
    return server.url;
  };
  const starts = [
    startAuth(closers),
    startCatalog(closers),
    startOrderDb(closers),
    startWebhook(closers),
  ] as const;
  // Every start settles before a failure is thrown, so close() finds all that started.
  await Promise.allSettled(starts);
  const [{ auth, residentUser, admin, address }, { catalog, vendor }, orderDb, webhook] =
    await Promise.all(starts);

  const upstreamCatalog = await listen(
    fakeCatalog(new Map([[vendor.id, localVendor(vendor.id)]]), new Map([[1, 'Prestige Lakeside']])),
  );
  const upstreamAuth = await listen(fakeAuth(new Map([[residentUser.id, resident(residentUser.id)]])));
  closers.push(upstreamCatalog.close, upstreamAuth.close);
  const orderService = startOrderService(orderDb, {
    catalogUrl: upstreamCatalog.url,
    authUrl: upstreamAuth.url,
  });
  closers.push(orderService.shutdown);
  await seedDemoStatusConfig(orderDb.prisma, DEMO_PARTNER, orderLogger);
  const order = await insertOrder(orderDb, { userId: residentUser.id, vendorId: vendor.id });
  // A local vendor's order: the store's member reads it through the vendor calls.
  const localOrder = await insertOrder(orderDb, {
    userId: residentUser.id,
    vendorId: vendor.id,
    relayStatus: 'not_required',
  });

  const services: Record<ServiceName, FuzzedService> = {
    auth: {
      url: await started(await listen(auth.app)),
      secret: AUTH_SECRET,
      query: (sql) => auth.prisma.$queryRawUnsafe(sql),
    },
    catalog: {
      url: await started(await listen(catalog.app)),
      secret: CATALOG_SECRET,
      query: (sql) => catalog.prisma.$queryRawUnsafe(sql),
    },
    order: {
      url: await started(await listen(orderService.app)),
      secret: ORDER_SECRET,
      query: (sql) => orderDb.prisma.$queryRawUnsafe(sql),
    },
    webhook: {
      url: await started(await listen(webhook.app())),
      secret: WEBHOOK_SECRET,
      query: (sql) => webhook.prisma.$queryRawUnsafe(sql),
    },
  };
  return {
    services,
    identities: {
      anonymous: {},
      resident: { user: { id: residentUser.id, sessionId: 'fuzz-resident-session', communityId: 1 } },
      vendor: {
        user: {
          id: residentUser.id,
          sessionId: 'fuzz-vendor-session',
          communityId: 1,
          stores: [{ storeId: vendor.id, role: 'owner' }],
        },
      },
      admin: { admin: { id: admin.id, username: admin.username, sessionId: 'fuzz-admin-session' } },
    },
    existing: {
      id: [String(vendor.id), String(address.id), '1'],
      vendorId: [String(vendor.id)],
      categoryId: [String(vendor.categoryId)],
      orderId: [String(order.id), String(localOrder.id)],
      state: ['Karnataka'],
    },
    close,
  };
}
