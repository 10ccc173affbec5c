import request from 'supertest';
import { SESSION_COOKIES } from '@marketplace/contracts';
import { sessionIdOf } from '../src/domain/session';
import { ensureFirstAdmin } from '../src/seed/first-admin';
import {
  ADMIN_IDLE_HOURS,
  ADMIN_MAX_HOURS,
  HOUR_MS,
  IDLE_HOURS,
  asGateway,
  cookieValue,
  findSetCookie,
  logIn,
  purgeNow,
  register,
  resolveCookies,
  startAuthTestApp,
  type AuthTestContext,
} from './auth-test-app';

let ctx: AuthTestContext;
beforeAll(async () => {
  ctx = await startAuthTestApp();
  await ensureFirstAdmin(
    { username: 'admin', password: 'admin123' },
    { admins: ctx.repositories.admins, hasher: ctx.hasher },
  );
});
afterAll(() => ctx.close());

const adminLogin = (body: object) => request(ctx.app).post('/api/admin/login').set(asGateway()).send(body);

async function adminSession() {
  const response = await adminLogin({ username: 'admin', password: 'admin123' });
  const token = cookieValue(findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.admin));
  const { admin } = await resolveCookies(ctx.app, { adminSession: token });
  return { token, admin: admin! };
}

describe('first administrator', () => {
  it('is created once from the environment; a changed ADMIN_PASSWORD does not overwrite it', async () => {
    const again = await ensureFirstAdmin(
      { username: 'admin', password: 'changed-later' },
      { admins: ctx.repositories.admins, hasher: ctx.hasher },
    );
    expect(again).toBe(false);
    expect(await ctx.prisma.admin.count()).toBe(1);
    expect((await adminLogin({ username: 'admin', password: 'changed-later' })).status).toBe(401);
    const stored = await ctx.prisma.admin.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/admin/login', () => {
  it('answers success and sets the admin session cookie', async () => {
    const response = await adminLogin({ username: 'admin', password: 'admin123' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Login successful' });
    const cookie = findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.admin)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toContain(`; Max-Age=${ADMIN_MAX_HOURS * 60 * 60}`);
    const { admin } = await resolveCookies(ctx.app, { adminSession: cookieValue(cookie) });
    expect(admin).toEqual({
      id: expect.any(Number),
      username: 'admin',
      sessionId: sessionIdOf(cookieValue(cookie)),
    });
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'nope' }],
    ['an unknown username', { username: 'root', password: 'admin123' }],
  ])('answers 401 Invalid credentials for %s', async (_label, body) => {
    const response = await adminLogin(body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Invalid credentials' });
    expect(findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.admin)).toBeUndefined();
  });

  it.each([
    [{ password: 'admin123' }, 'username is required'],
    [{ username: '   ', password: 'admin123' }, 'Username is required'],
    [{ username: 'admin', password: '' }, 'Password is required'],
    [{ username: 'admin', password: 7 }, 'password must be a string'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await adminLogin(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('replaces the admin session the browser held', async () => {
    const first = await adminSession();
    const response = await request(ctx.app)
      .post('/api/admin/login')
      .set(asGateway({ admin: first.admin }))
      .send({ username: 'admin', password: 'admin123' });
    expect(response.status).toBe(200);
    expect(await resolveCookies(ctx.app, { adminSession: first.token })).toEqual({});
  });

  it('keeps admin and resident sessions apart', async () => {
    const { token } = await adminSession();
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({});
    await register(ctx.app);
    const resident = await logIn(ctx.app);
    expect(await resolveCookies(ctx.app, { adminSession: resident.token })).toEqual({});
  });
});

describe('GET /api/admin/auth-status', () => {
  it('is false without an admin identity, also for a signed-in resident', async () => {
    const anonymous = await request(ctx.app).get('/api/admin/auth-status').set(asGateway());
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ success: true, authenticated: false });
    const resident = await request(ctx.app)
      .get('/api/admin/auth-status')
      .set(asGateway({ user: { id: 1, sessionId: 'x' } }));
    expect(resident.body).toEqual({ success: true, authenticated: false });
  });

  it('is true for a live admin session', async () => {
    const { admin } = await adminSession();
    const response = await request(ctx.app).get('/api/admin/auth-status').set(asGateway({ admin }));
    expect(response.body).toEqual({ success: true, authenticated: true });
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the admin session at once and clears its cookie', async () => {
    const { token, admin } = await adminSession();
    const response = await request(ctx.app).post('/api/admin/logout').set(asGateway({ admin }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    expect(cookieValue(findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.admin))).toBe('');
    expect(await resolveCookies(ctx.app, { adminSession: token })).toEqual({});
  });

  it('succeeds without a session', async () => {
    const response = await request(ctx.app).post('/api/admin/logout').set(asGateway());
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
  });
});

const MINUTE_MS = 60_000;

describe("an administrator's session lifetime", () => {
  it('ends after ADMIN_SESSION_IDLE_MS unused, while activity keeps it alive', async () => {
    const { token } = await adminSession();
    ctx.clock.advance(ADMIN_IDLE_HOURS * HOUR_MS - MINUTE_MS);
    expect((await resolveCookies(ctx.app, { adminSession: token })).admin).toBeDefined();
    ctx.clock.advance(ADMIN_IDLE_HOURS * HOUR_MS - MINUTE_MS);
    expect((await resolveCookies(ctx.app, { adminSession: token })).admin).toBeDefined();
    ctx.clock.advance(ADMIN_IDLE_HOURS * HOUR_MS);
    expect(await resolveCookies(ctx.app, { adminSession: token })).toEqual({});
  });

  it("is shorter than a resident's: a resident idle as long stays signed in", async () => {
    const { token: adminToken } = await adminSession();
    const { token: residentToken } = await logIn(ctx.app);
    ctx.clock.advance(ADMIN_IDLE_HOURS * HOUR_MS + MINUTE_MS);
    expect(ADMIN_IDLE_HOURS).toBeLessThan(IDLE_HOURS);
    const { user, admin } = await resolveCookies(ctx.app, {
      userSession: residentToken,
      adminSession: adminToken,
    });
    expect(user).toBeDefined();
    expect(admin).toBeUndefined();
  });

  it('ends ADMIN_SESSION_MAX_MS after login however active it is, and the cookie expires with it', async () => {
    const response = await adminLogin({ username: 'admin', password: 'admin123' });
    const cookie = findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.admin);
    expect(cookie).toContain(`Max-Age=${ADMIN_MAX_HOURS * 60 * 60}`);
    const token = cookieValue(cookie);
    for (let hours = 1; hours < ADMIN_MAX_HOURS; hours += 1) {
      ctx.clock.advance(HOUR_MS);
      expect((await resolveCookies(ctx.app, { adminSession: token })).admin).toBeDefined();
    }
    ctx.clock.advance(HOUR_MS);
    expect(await resolveCookies(ctx.app, { adminSession: token })).toEqual({});
  });
});

describe('POST /api/admin/sessions/end-others', () => {
  it("ends the administrator's other sessions and keeps the one asking", async () => {
    const here = await adminSession();
    const laptop = await adminSession();
    const phone = await adminSession();
    const response = await request(ctx.app)
      .post('/api/admin/sessions/end-others')
      .set(asGateway({ admin: here.admin }));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.success).toBe(true);
    expect(response.body.ended).toBeGreaterThanOrEqual(2);
    expect((await resolveCookies(ctx.app, { adminSession: here.token })).admin).toBeDefined();
    expect(await resolveCookies(ctx.app, { adminSession: laptop.token })).toEqual({});
    expect(await resolveCookies(ctx.app, { adminSession: phone.token })).toEqual({});

    const again = await request(ctx.app)
      .post('/api/admin/sessions/end-others')
      .set(asGateway({ admin: here.admin }));
    expect(again.body).toEqual({ success: true, ended: 0 });
  });

  it("leaves residents' sessions alone", async () => {
    const { token: residentToken } = await logIn(ctx.app);
    const { admin } = await adminSession();
    await request(ctx.app).post('/api/admin/sessions/end-others').set(asGateway({ admin }));
    expect((await resolveCookies(ctx.app, { userSession: residentToken })).user).toBeDefined();
  });

  it('refuses a caller without an admin session, also a signed-in resident', async () => {
    const { token } = await adminSession();
    const anonymous = await request(ctx.app).post('/api/admin/sessions/end-others').set(asGateway());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
    const resident = await request(ctx.app)
      .post('/api/admin/sessions/end-others')
      .set(asGateway({ user: { id: 1, sessionId: 'x' } }));
    expect([401, 403]).toContain(resident.status);
    expect((await resolveCookies(ctx.app, { adminSession: token })).admin).toBeDefined();
  });
});

describe('housekeeping of ended sessions', () => {
  const userRowKept = async (token: string) =>
    (await ctx.prisma.session.count({ where: { id: sessionIdOf(token) } })) === 1;
  const adminRowKept = async (token: string) =>
    (await ctx.prisma.adminSession.count({ where: { id: sessionIdOf(token) } })) === 1;

  it("deletes revoked, expired and idle sessions, residents' and administrators' each by their own policy", async () => {
    const { token: adminToken } = await adminSession();
    const { token: residentToken } = await logIn(ctx.app);
    const { token: loggedOut } = await logIn(ctx.app);
    const { user } = await resolveCookies(ctx.app, { userSession: loggedOut });
    await request(ctx.app).get('/api/logout').set(asGateway({ user }));

    expect((await purgeNow(ctx)).userSessions).toBeGreaterThanOrEqual(1);
    expect(await userRowKept(loggedOut)).toBe(false);
    expect(await userRowKept(residentToken)).toBe(true);
    expect(await adminRowKept(adminToken)).toBe(true);

    ctx.clock.advance(ADMIN_IDLE_HOURS * HOUR_MS + MINUTE_MS);
    expect((await purgeNow(ctx)).adminSessions).toBeGreaterThanOrEqual(1);
    expect(await adminRowKept(adminToken)).toBe(false);
    expect(await userRowKept(residentToken)).toBe(true);

    ctx.clock.advance(IDLE_HOURS * HOUR_MS);
    expect((await purgeNow(ctx)).userSessions).toBeGreaterThanOrEqual(1);
    expect(await userRowKept(residentToken)).toBe(false);
  });
});
