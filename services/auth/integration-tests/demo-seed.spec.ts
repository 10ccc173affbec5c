import request from 'supertest';
import { DEMO_RESIDENT, seedDemoData } from '../src/seed/demo-data';
import { asGateway, logIn, startAuthTestApp, type AuthTestContext } from './auth-test-app';

let ctx: AuthTestContext;
beforeAll(async () => {
  ctx = await startAuthTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('loads the demo resident once, however often it runs', async () => {
    const deps = { users: ctx.repositories.users, hasher: ctx.hasher };
    expect(await seedDemoData(deps)).toBe(true);
    expect(await seedDemoData(deps)).toBe(false);
    expect(await ctx.prisma.user.count({ where: { email: DEMO_RESIDENT.email } })).toBe(1);
    expect(await ctx.prisma.user.count()).toBe(1);
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
});
