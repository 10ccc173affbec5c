import type { Express } from 'express';
import request from 'supertest';
import { tooManyAttemptsMessage } from '@marketplace/contracts';
import { ensureFirstAdmin } from '../src/seed/first-admin';
import { RESIDENT, asGateway, register, startAuthTestApp, type AuthTestContext } from './auth-test-app';

const MINUTE_MS = 60_000;
const OTHER = { ...RESIDENT, email: 'ravi.k@example.com', phone: '9000011111' };

/** The gateway appends the address it saw to x-forwarded-for; earlier entries come from nowhere we trust. */
const from = (address: string) => ({ ...asGateway(), 'x-forwarded-for': address });

let ctx: AuthTestContext;
/** The instance under test: the service started with the limits a test sets. */
let app: Express;
beforeAll(async () => {
  ctx = await startAuthTestApp();
  await register(ctx.app);
  await register(ctx.app, { email: OTHER.email, phone: OTHER.phone });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.prisma.throttleCounter.deleteMany());

function startWith(throttleEnv: Record<string, string>) {
  app = ctx.startInstance({ throttleEnv });
}

const login = (emailOrPhone: string, password: string, address = '203.0.113.10') =>
  request(app).post('/api/auth/login').set(from(address)).send({ emailOrPhone, password });
const forgot = (emailOrPhone: string, address = '203.0.113.10') =>
  request(app).post('/api/auth/forgot-password').set(from(address)).send({ emailOrPhone });
const reset = (address = '203.0.113.10') =>
  request(app)
    .post('/api/auth/reset-password')
    .set(from(address))
    .send({ token: 'A'.repeat(43), password: 'whatever-new' });

function expectThrottled(response: request.Response, minutes: number) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: tooManyAttemptsMessage(minutes) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(minutes * 60);
}

describe('login throttling', () => {
  it('refuses an account from the address that failed at it, even with the right password; other addresses go on', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT: '3' });
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await login(RESIDENT.email, `wrong-guess-${attempt}`, '203.0.113.1')).status).toBe(401);

    const refused = await login('ASHA.RAO@example.com', RESIDENT.password, '203.0.113.1');
    expectThrottled(refused, 15);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Email and phone name one account, so they share its allowance at that address.
    expectThrottled(await login('91234 56780', RESIDENT.password, '203.0.113.1'), 15);
    // Failing on purpose from one place does not lock the resident out elsewhere.
    expect((await login(RESIDENT.email, RESIDENT.password, '198.51.100.9')).status).toBe(200);
    expect((await login(OTHER.email, OTHER.password, '203.0.113.1')).status).toBe(200);

    ctx.clock.advance(15 * MINUTE_MS);
    expect((await login(RESIDENT.email, RESIDENT.password, '203.0.113.1')).status).toBe(200);
  });

  it('refuses an account from every address once its account-wide limit is reached', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '3' });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await login(RESIDENT.email, 'wrong-guess', address)).status).toBe(401);
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '198.51.100.9'), 15);
    expect((await login(OTHER.email, OTHER.password, '198.51.100.9')).status).toBe(200);
  });

  it('by default closes an account to one address after 10 failures, and to no other address', async () => {
    startWith({});
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(RESIDENT.email, `wrong-${attempt}`, '203.0.113.1')).status).toBe(401);
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '203.0.113.1'), 15);
    expect((await login(RESIDENT.email, RESIDENT.password, '203.0.113.2')).status).toBe(200);
  });

  it('counts guesses at accounts that do not exist like any other', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT: '2' });
    await login('ghost@example.com', 'x');
    await login(' Ghost@Example.com', 'x');
    expectThrottled(await login('GHOST@example.com', 'x'), 15);
  });

  it('refuses an address after its failed attempts, across accounts; another address goes on', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '3' });
    await login(RESIDENT.email, 'wrong-1');
    await login(OTHER.email, 'wrong-2');
    await login('someone@example.com', 'wrong-3');
    expectThrottled(await login(OTHER.email, OTHER.password), 15);
    expect((await login(OTHER.email, OTHER.password, '203.0.113.99')).status).toBe(200);
  });

  it('does not reset the address bucket on a successful login', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '3' });
    await login(RESIDENT.email, 'wrong-1');
    await login(RESIDENT.email, 'wrong-2');
    expect((await login(OTHER.email, OTHER.password)).status).toBe(200);
    await login(RESIDENT.email, 'wrong-3');
    expectThrottled(await login(OTHER.email, OTHER.password), 15);
  });

  it('counts the address the gateway appended, whatever the client put before it', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    await login(RESIDENT.email, 'wrong-1', '10.0.0.1, 203.0.113.50');
    await login(RESIDENT.email, 'wrong-2', '10.0.0.2, 203.0.113.50');
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '10.0.0.3, 203.0.113.50'), 15);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    await login(RESIDENT.email, 'wrong-1', '2001:db8:1:2::a');
    await login(RESIDENT.email, 'wrong-2', '2001:db8:1:2:ffff::b');
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '2001:db8:1:2::c'), 15);
    expect((await login(RESIDENT.email, RESIDENT.password, '2001:db8:1:3::c')).status).toBe(200);
  });

  it('holds across instances and restarts: the counters live in the database', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT: '2' });
    await login(RESIDENT.email, 'wrong-1');
    const second = ctx.startInstance({ throttleEnv: { THROTTLE_LOGIN_PER_ACCOUNT: '2' } });
    await request(second).post('/api/auth/login').set(from('203.0.113.10')).send({
      emailOrPhone: RESIDENT.email,
      password: 'wrong-2',
    });
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT: '2' });
    expectThrottled(await login(RESIDENT.email, RESIDENT.password), 15);
  });

  it('stores no email or phone in the counters', async () => {
    startWith({});
    await login(RESIDENT.email, 'wrong-1');
    await login(RESIDENT.phone, 'wrong-2');
    const stored = await ctx.prisma.throttleCounter.findMany();
    // The account (email and phone name one), the account from this address, and the address.
    expect(stored).toHaveLength(3);
    expect(JSON.stringify(stored)).not.toMatch(/asha|9123456780/);
  });

  it('counts attempts that arrive together, each one', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '5' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => login(`nobody-${index}@example.com`, 'x')),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });
});

describe('forgot-password throttling', () => {
  it('refuses an account after its requests in the hour, and sends nothing more', async () => {
    startWith({ THROTTLE_FORGOT_PER_ACCOUNT: '2' });
    const sentBefore = ctx.mailbox.messages().length;
    expect((await forgot(RESIDENT.email, '203.0.113.1')).status).toBe(200);
    expect((await forgot(RESIDENT.email, '203.0.113.2')).status).toBe(200);
    expectThrottled(await forgot(RESIDENT.email, '203.0.113.3'), 60);
    expect(ctx.mailbox.messages()).toHaveLength(sentBefore + 2);
    expect((await forgot(OTHER.email, '203.0.113.3')).status).toBe(200);
  });

  it('refuses an address after its requests in the hour', async () => {
    startWith({ THROTTLE_FORGOT_PER_ADDRESS: '2' });
    await forgot(RESIDENT.email);
    await forgot('nobody@example.com');
    expectThrottled(await forgot(OTHER.email), 60);
    expect((await forgot(OTHER.email, '203.0.113.77')).status).toBe(200);
  });
});

describe('registration throttling', () => {
  const registerFrom = (address: string, n: number) =>
    request(app)
      .post('/api/auth/register')
      .set(from(address))
      .send({ ...RESIDENT, email: `new.${n}@example.com`, phone: `90000${String(n).padStart(5, '0')}` });

  it('refuses an address after its registrations in the hour, successful or not, and creates nothing more', async () => {
    startWith({ THROTTLE_REGISTER_PER_ADDRESS: '3' });
    expect((await registerFrom('203.0.113.5', 1)).status).toBe(201);
    expect((await registerFrom('203.0.113.5', 2)).status).toBe(201);
    // A taken email still counts: otherwise probing which accounts exist would be free.
    expect(
      (await request(app).post('/api/auth/register').set(from('203.0.113.5')).send(RESIDENT)).status,
    ).toBe(409);
    const usersBefore = await ctx.prisma.user.count();
    expectThrottled(await registerFrom('203.0.113.5', 3), 60);
    expect(await ctx.prisma.user.count()).toBe(usersBefore);
    expect((await registerFrom('203.0.113.6', 4)).status).toBe(201);

    ctx.clock.advance(60 * MINUTE_MS);
    expect((await registerFrom('203.0.113.5', 5)).status).toBe(201);
  });
});

describe('reset-password throttling', () => {
  /** A live link of the resident, as the mailbox received it. */
  async function liveToken(): Promise<string> {
    const before = ctx.mailbox.messages().length;
    expect((await forgot(RESIDENT.email, '198.51.100.50')).status).toBe(200);
    const link = (await ctx.mailbox.waitFor(before + 1)).at(-1)!.link!;
    return new URL(link).searchParams.get('token')!;
  }
  const resetWith = (token: string, address: string) =>
    request(app)
      .post('/api/auth/reset-password')
      .set(from(address))
      .send({ token, password: RESIDENT.password });

  it('also counts attempts with a live link against its owner, from whatever address', async () => {
    startWith({ THROTTLE_RESET_PER_ACCOUNT: '2' });
    expect((await resetWith(await liveToken(), '203.0.113.1')).status).toBe(200);
    expect((await resetWith(await liveToken(), '203.0.113.2')).status).toBe(200);
    const token = await liveToken();
    expectThrottled(await resetWith(token, '203.0.113.3'), 15);
    // Dead links are no attempt at the account; the address alone counts them.
    expect((await resetWith('B'.repeat(43), '203.0.113.3')).status).toBe(400);
    ctx.clock.advance(15 * MINUTE_MS);
    expect((await resetWith(token, '203.0.113.3')).status).toBe(200);
  });

  it('refuses an address after its attempts in the window', async () => {
    startWith({ THROTTLE_RESET_PER_ADDRESS: '2' });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expectThrottled(await reset(), 15);
    expect((await reset('203.0.113.200')).status).toBe(400);
    ctx.clock.advance(15 * MINUTE_MS);
    expect((await reset()).status).toBe(400);
  });
});

describe('admin login throttling', () => {
  const adminLogin = (username: string, password: string, address = '203.0.113.10') =>
    request(app).post('/api/admin/login').set(from(address)).send({ username, password });

  beforeAll(() =>
    ensureFirstAdmin(
      { username: 'admin', password: 'admin123' },
      { admins: ctx.repositories.admins, hasher: ctx.hasher },
    ),
  );

  it('refuses a username from the address that failed at it, whatever the case; elsewhere it goes on', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT: '2' });
    expect((await adminLogin('admin', 'guess-1', '203.0.113.1')).status).toBe(401);
    expect((await adminLogin('ADMIN', 'guess-2', '203.0.113.1')).status).toBe(401);

    expectThrottled(await adminLogin('admin', 'admin123', '203.0.113.1'), 15);
    expect((await adminLogin('admin', 'admin123', '198.51.100.9')).status).toBe(200);
    ctx.clock.advance(15 * MINUTE_MS);
    expect((await adminLogin('admin', 'admin123', '203.0.113.1')).status).toBe(200);
  });

  it('refuses a username from every address once its account-wide limit is reached', async () => {
    startWith({ THROTTLE_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '2' });
    expect((await adminLogin('admin', 'guess-1', '203.0.113.1')).status).toBe(401);
    expect((await adminLogin('admin', 'guess-2', '203.0.113.2')).status).toBe(401);
    expectThrottled(await adminLogin('admin', 'admin123', '198.51.100.9'), 15);
  });

  it('refuses an address that guesses across usernames, and does not count residents against it', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    expect((await adminLogin('root', 'guess')).status).toBe(401);
    expect((await adminLogin('operator', 'guess')).status).toBe(401);
    expectThrottled(await adminLogin('admin', 'admin123'), 15);
    expect((await login(RESIDENT.email, RESIDENT.password)).status).toBe(200);
  });
});
