import request from 'supertest';
import { sessionIdOf } from '../src/domain/session';
import {
  ABSOLUTE_HOURS,
  GATEWAY_SERVICE,
  HOUR_MS,
  IDLE_HOURS,
  asGateway,
  logIn,
  register,
  resolveCookies,
  startAuthTestApp,
  type AuthTestContext,
} from './auth-test-app';

let ctx: AuthTestContext;
let userId: number;
beforeAll(async () => {
  ctx = await startAuthTestApp();
  userId = (await register(ctx.app)).body.user.id;
});
afterAll(() => ctx.close());

const MINUTE_MS = 60_000;
const lastSeenAt = async (token: string) =>
  (await ctx.prisma.session.findUniqueOrThrow({ where: { id: sessionIdOf(token) } })).lastSeenAt.getTime();

describe('POST /internal/sessions/resolve', () => {
  it('answers the resident behind a live session cookie, with what an order records of them', async () => {
    const { token } = await logIn(ctx.app);
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({
      user: {
        id: userId,
        sessionId: sessionIdOf(token),
        communityId: null,
        stores: [],
        profile: { firstName: 'Asha', lastName: 'Rao', flatNumber: null, dietaryPreferences: [] },
      },
    });
  });

  it('names the profile as it is now, so an order placed after a change records the new one', async () => {
    const { token } = await logIn(ctx.app);
    await ctx.prisma.user.update({
      where: { id: userId },
      data: { flatNumber: '12C', dietaryPreferences: ['vegetarian'] },
    });
    try {
      expect((await resolveCookies(ctx.app, { userSession: token })).user?.profile).toEqual({
        firstName: 'Asha',
        lastName: 'Rao',
        flatNumber: '12C',
        dietaryPreferences: ['vegetarian'],
      });
    } finally {
      await ctx.prisma.user.update({
        where: { id: userId },
        data: { flatNumber: null, dietaryPreferences: [] },
      });
    }
  });

  it("names the resident's selected community, as it is now, so a change shows on the next resolution", async () => {
    const { token } = await logIn(ctx.app);
    await ctx.prisma.user.update({ where: { id: userId }, data: { communityId: 3 } });
    expect((await resolveCookies(ctx.app, { userSession: token })).user).toEqual({
      id: userId,
      sessionId: sessionIdOf(token),
      communityId: 3,
      stores: [],
      profile: expect.objectContaining({ firstName: 'Asha' }),
    });
    await ctx.prisma.user.update({ where: { id: userId }, data: { communityId: null } });
    expect((await resolveCookies(ctx.app, { userSession: token })).user?.communityId).toBeNull();
  });

  it('names the stores the resident belongs to, as they are now, with their role', async () => {
    const { token } = await logIn(ctx.app);
    await ctx.prisma.storeMembership.createMany({
      data: [
        { userId, vendorId: 12, role: 'staff' },
        { userId, vendorId: 5, role: 'owner' },
      ],
    });
    expect((await resolveCookies(ctx.app, { userSession: token })).user?.stores).toEqual([
      { storeId: 5, role: 'owner' },
      { storeId: 12, role: 'staff' },
    ]);
    await ctx.prisma.storeMembership.deleteMany({ where: { userId } });
    expect((await resolveCookies(ctx.app, { userSession: token })).user?.stores).toEqual([]);
  });

  it('answers nothing for unknown, malformed or missing cookies', async () => {
    expect(await resolveCookies(ctx.app, { userSession: 'A'.repeat(43) })).toEqual({});
    expect(await resolveCookies(ctx.app, { userSession: 'not a token', adminSession: '' })).toEqual({});
    expect(await resolveCookies(ctx.app, {})).toEqual({});
  });

  it('ends a session left idle for SESSION_IDLE_HOURS, while activity keeps it alive', async () => {
    const { token } = await logIn(ctx.app);
    ctx.clock.advance(IDLE_HOURS * HOUR_MS - MINUTE_MS);
    expect((await resolveCookies(ctx.app, { userSession: token })).user).toBeDefined();
    ctx.clock.advance(IDLE_HOURS * HOUR_MS - MINUTE_MS);
    expect((await resolveCookies(ctx.app, { userSession: token })).user).toBeDefined();
    ctx.clock.advance(IDLE_HOURS * HOUR_MS);
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({});
  });

  it('ends a session SESSION_ABSOLUTE_HOURS after login however active it is', async () => {
    const { token } = await logIn(ctx.app);
    for (let hours = 24; hours < ABSOLUTE_HOURS; hours += 24) {
      ctx.clock.advance(24 * HOUR_MS);
      expect((await resolveCookies(ctx.app, { userSession: token })).user).toBeDefined();
    }
    ctx.clock.advance(24 * HOUR_MS);
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({});
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { token } = await logIn(ctx.app);
    const atLogin = await lastSeenAt(token);
    ctx.clock.advance(30_000);
    await resolveCookies(ctx.app, { userSession: token });
    expect(await lastSeenAt(token)).toBe(atLogin);
    ctx.clock.advance(31_000);
    await resolveCookies(ctx.app, { userSession: token });
    expect(await lastSeenAt(token)).toBe(atLogin + 61_000);
  });

  it.each([
    ['a resident', { user: { id: 1, sessionId: 'x' } }],
    ['an administrator', { admin: { id: 1, username: 'admin', sessionId: 'x' } }],
    ['an anonymous browser', {}],
    ['another service', { service: 'order' }],
  ])('refuses %s with 403: only the gateway resolves sessions', async (_label, identity) => {
    const { token } = await logIn(ctx.app);
    const response = await request(ctx.app)
      .post('/internal/sessions/resolve')
      .set(asGateway(identity))
      .send({ userSession: token });
    expect(response.status).toBe(403);
    expect(response.body.user).toBeUndefined();
  });

  it('refuses an unsigned caller with 401', async () => {
    const response = await request(ctx.app).post('/internal/sessions/resolve').send({ userSession: 'x' });
    expect(response.status).toBe(401);
  });

  it('answers 400 when a cookie value is not a string', async () => {
    const response = await request(ctx.app)
      .post('/internal/sessions/resolve')
      .set(asGateway(GATEWAY_SERVICE))
      .send({ userSession: 42 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('userSession must be a string');
  });
});
