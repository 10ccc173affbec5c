import request from 'supertest';
import { DEMO_LOCAL_STORES } from '@marketplace/contracts';
import { parseConfig } from '@marketplace/service-kit';
import { authConfigSchema } from '../src/config';
import {
  DEMO_RESIDENT,
  DEMO_VENDOR,
  demoStoreOwnerEmail,
  seedDemoData,
  seedDemoDataIfAsked,
} from '../src/seed/demo-data';
import { asGateway, logIn, resolveCookies, startAuthTestApp, type AuthTestContext } from './auth-test-app';
import { startFakeCatalog, type FakeCatalog } from './fake-catalog';

let ctx: AuthTestContext;
let catalog: FakeCatalog;
beforeAll(async () => {
  catalog = await startFakeCatalog();
  ctx = await startAuthTestApp({ catalogUrl: catalog.url });
});
afterAll(async () => {
  await ctx.close();
  await catalog.close();
});

const deps = () => ({ ...ctx.repositories, hasher: ctx.hasher });

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/marketplace',
  GATEWAY_SIGNING_SECRET: 'a-production-signing-secret',
  ADMIN_PASSWORD: 'a-real-password',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

describe('demo data in production mode', () => {
  it('is refused by the configuration, and without it no demo account is made', async () => {
    expect(() => parseConfig(authConfigSchema, { ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA',
    );
    expect(await seedDemoDataIfAsked(parseConfig(authConfigSchema, PRODUCTION), deps())).toBeNull();
    expect(await ctx.prisma.user.count()).toBe(0);
    expect(await ctx.prisma.storeMembership.count()).toBe(0);
  });
});

describe('demo data', () => {
  it('loads the demo resident and an owner for every demo local vendor once, however often it runs', async () => {
    expect(await seedDemoData(deps())).toEqual({ resident: true, storeOwners: DEMO_LOCAL_STORES.length });
    expect(await seedDemoData(deps())).toEqual({ resident: false, storeOwners: 0 });
    expect(await ctx.prisma.user.count({ where: { email: DEMO_RESIDENT.email } })).toBe(1);
    expect(await ctx.prisma.user.count()).toBe(1 + DEMO_LOCAL_STORES.length);
    const memberships = await ctx.prisma.storeMembership.findMany({
      include: { user: { select: { email: true } } },
      orderBy: { vendorId: 'asc' },
    });
    expect(memberships.map((row) => [row.vendorId, row.role, row.user.email])).toEqual(
      DEMO_LOCAL_STORES.map((store) => [store.id, 'owner', demoStoreOwnerEmail(store.id)]),
    );
  });

  it('lets the demo resident sign in by phone straight into the app', async () => {
    const { response } = await logIn(ctx.app, DEMO_RESIDENT.phone, DEMO_RESIDENT.password);
    expect(response.body.user).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'demo@marketplace.local',
      phone: '9876543210',
      communityId: 1,
      points: 100,
      onboardingCompleted: true,
    });
    const snapshot = await request(ctx.app)
      .get(`/internal/users/${response.body.user.id}`)
      .set(asGateway({ service: 'order' }));
    expect(snapshot.body).toMatchObject({ flatNumber: 'A-302', communityId: 1 });
  });

  it('lets vendor@marketplace.local / vendor1234 run Annapoorna Mess, the first demo vendor, without onboarding', async () => {
    expect(DEMO_VENDOR).toEqual({ email: 'vendor@marketplace.local', password: 'vendor1234' });
    expect(DEMO_LOCAL_STORES[0]).toEqual({ id: 1, name: 'Annapoorna Mess' });
    const { response, token } = await logIn(ctx.app, 'vendor@marketplace.local', 'vendor1234');
    expect(response.body.user).toMatchObject({ onboardingCompleted: false, communityId: null });
    const { user } = await resolveCookies(ctx.app, { userSession: token });
    expect(user?.stores).toEqual([{ storeId: 1, role: 'owner' }]);
    const me = await request(ctx.app)
      .get('/api/vendor/me')
      .set(asGateway({ user: user! }))
      .expect(200);
    expect(me.body.stores).toEqual([{ storeId: 1, role: 'owner', name: 'Annapoorna Mess' }]);
  });
});
