import request from 'supertest';
import { SESSION_COOKIES } from '@marketplace/contracts';
import { sessionIdOf } from '../src/domain/session';
import { ensureFirstAdmin } from '../src/seed/first-admin';
import {
  asGateway,
  cookieValue,
  findSetCookie,
  logIn,
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
    expect(cookie).toMatch(/; Max-Age=2592000/);
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
