import request from 'supertest';
import { AUTH_VALIDATION_MESSAGES, GENERIC_AUTH_MESSAGES, SESSION_COOKIES } from '@marketplace/contracts';
import { sessionIdOf } from '../src/domain/session';
import {
  RESIDENT,
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
let userId: number;
beforeAll(async () => {
  ctx = await startAuthTestApp();
  userId = (await register(ctx.app)).body.user.id;
});
afterAll(() => ctx.close());

const login = (body: object, headers: Record<string, string> = asGateway()) =>
  request(ctx.app).post('/api/auth/login').set(headers).send(body);

describe('POST /api/auth/login', () => {
  it('signs in by email in any letter case and answers the user with onboardingCompleted', async () => {
    const response = await login({ emailOrPhone: 'Asha.Rao@Example.com', password: RESIDENT.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Login successful',
      user: expect.objectContaining({ id: userId, email: RESIDENT.email, onboardingCompleted: false }),
    });
  });

  it('signs in by phone, however formatted', async () => {
    const response = await login({ emailOrPhone: '91234-56780', password: RESIDENT.password });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(userId);
  });

  it("tells 'User not found' from 'Invalid password' as the spec's screens expect", async () => {
    const unknown = await login({ emailOrPhone: 'nobody@example.com', password: RESIDENT.password });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'User not found' });
    const unknownPhone = await login({ emailOrPhone: '9999999999', password: RESIDENT.password });
    expect(unknownPhone.body).toEqual({ message: 'User not found' });
    const wrong = await login({ emailOrPhone: RESIDENT.email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid password' });
    expect(findSetCookie(wrong.headers['set-cookie'], SESSION_COOKIES.user)).toBeUndefined();
  });

  it("runs the password hash check exactly once for 'User not found' and for 'Invalid password'", async () => {
    const verify = jest.spyOn(ctx.hasher, 'verify');
    try {
      const unknown = await login({ emailOrPhone: 'nobody@example.com', password: 'some-guess' });
      expect(unknown.body).toEqual({ message: 'User not found' });
      expect(verify).toHaveBeenCalledTimes(1);
      // A real argon2id hash with the live parameters, so it costs what an account's hash costs.
      expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      verify.mockClear();
      const wrong = await login({ emailOrPhone: RESIDENT.email, password: 'some-guess' });
      expect(wrong.body).toEqual({ message: 'Invalid password' });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it.each([
    [{ password: 'x' }, 'Email or phone number is required'],
    [{ emailOrPhone: '  ', password: 'x' }, 'Email or phone number is required'],
    [{ emailOrPhone: RESIDENT.email }, 'Password is required'],
    [{ emailOrPhone: RESIDENT.email, password: '' }, 'Password is required'],
    [
      { emailOrPhone: `${'a'.repeat(250)}@x.io`, password: 'x' },
      AUTH_VALIDATION_MESSAGES.tooLong('Email or phone number', 254),
    ],
    [
      { emailOrPhone: RESIDENT.email, password: 'x'.repeat(129) },
      AUTH_VALIDATION_MESSAGES.tooLong('Password', 128),
    ],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the absolute lifetime, Secure only over TLS', async () => {
    const plain = findSetCookie((await logIn(ctx.app)).response.headers['set-cookie'], SESSION_COOKIES.user)!;
    expect(plain).toMatch(/; HttpOnly/);
    expect(plain).toMatch(/; SameSite=Lax/);
    expect(plain).toMatch(/; Path=\//);
    expect(plain).toMatch(/; Max-Age=2592000/);
    expect(plain).not.toMatch(/; Secure/);

    const tls = await login(
      { emailOrPhone: RESIDENT.email, password: RESIDENT.password },
      { ...asGateway(), 'x-forwarded-proto': 'https' },
    );
    expect(findSetCookie(tls.headers['set-cookie'], SESSION_COOKIES.user)).toMatch(/; Secure/);
  });

  it('keeps only the SHA-256 of the token in the database', async () => {
    const { token } = await logIn(ctx.app);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.prisma.session.findUnique({ where: { id: sessionIdOf(token) } });
    expect(stored).toMatchObject({ subjectId: userId, revokedAt: null });
    const leaked = await ctx.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "auth".sessions WHERE id = ${token} OR user_agent = ${token}`;
    expect(leaked[0]!.n).toBe(0);
  });

  it('regenerates the session at login: the session the browser held stops working', async () => {
    const first = await logIn(ctx.app);
    const before = await resolveCookies(ctx.app, { userSession: first.token });
    const second = await logIn(ctx.app, RESIDENT.email, RESIDENT.password, { user: before.user! });
    expect(second.token).not.toBe(first.token);
    expect(await resolveCookies(ctx.app, { userSession: first.token })).toEqual({});
    expect((await resolveCookies(ctx.app, { userSession: second.token })).user?.id).toBe(userId);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in resident', async () => {
    const { token } = await logIn(ctx.app);
    const { user } = await resolveCookies(ctx.app, { userSession: token });
    const response = await request(ctx.app)
      .get('/api/auth/user')
      .set(asGateway({ user: user! }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: userId,
      firstName: RESIDENT.firstName,
      lastName: RESIDENT.lastName,
      email: RESIDENT.email,
      phone: RESIDENT.phone,
      communityId: null,
      profileImageUrl: null,
      dietaryPreferences: [],
      points: 0,
      onboardingCompleted: false,
    });
  });

  it("answers 401 'Not authenticated' without a session", async () => {
    const response = await request(ctx.app).get('/api/auth/user').set(asGateway());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it('answers 401 when the account behind the identity no longer exists', async () => {
    const response = await request(ctx.app)
      .get('/api/auth/user')
      .set(asGateway({ user: { id: 999_999, sessionId: 'gone' } }));
    expect(response.status).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it('ends the session at once, clears the cookie and redirects to /', async () => {
    const { token } = await logIn(ctx.app);
    const { user } = await resolveCookies(ctx.app, { userSession: token });
    const response = await request(ctx.app)
      .get('/api/logout')
      .set(asGateway({ user: user! }));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.user)!;
    expect(cookieValue(cleared)).toBe('');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({});
  });

  it('refuses a logout another site navigated to with 403, and the session lives on', async () => {
    const { token } = await logIn(ctx.app);
    const { user } = await resolveCookies(ctx.app, { userSession: token });
    const response = await request(ctx.app)
      .get('/api/logout')
      .set({ ...asGateway({ user: user! }), 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    expect(findSetCookie(response.headers['set-cookie'], SESSION_COOKIES.user)).toBeUndefined();
    expect((await resolveCookies(ctx.app, { userSession: token })).user?.id).toBe(userId);
  });

  it.each(['same-origin', 'none'])('signs out on a navigation with Sec-Fetch-Site %s', async (site) => {
    const { token } = await logIn(ctx.app);
    const { user } = await resolveCookies(ctx.app, { userSession: token });
    const response = await request(ctx.app)
      .get('/api/logout')
      .set({ ...asGateway({ user: user! }), 'sec-fetch-site': site });
    expect(response.status).toBe(302);
    expect(await resolveCookies(ctx.app, { userSession: token })).toEqual({});
  });

  it('also redirects when there is no session', async () => {
    const response = await request(ctx.app).get('/api/logout').set(asGateway());
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('login with AUTH_GENERIC_ERRORS=true', () => {
  it('answers one message for an unknown account and a wrong password, and still signs in', async () => {
    const generic = ctx.startInstance({ genericAuthErrors: true });
    const attempt = (emailOrPhone: string, password: string) =>
      request(generic).post('/api/auth/login').set(asGateway()).send({ emailOrPhone, password });
    for (const [emailOrPhone, password] of [
      ['nobody@example.com', RESIDENT.password],
      [RESIDENT.email, 'wrong-password'],
    ] as const) {
      const response = await attempt(emailOrPhone, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: GENERIC_AUTH_MESSAGES.invalidCredentials });
    }
    expect((await attempt(RESIDENT.email, RESIDENT.password)).status).toBe(200);
  });
});
