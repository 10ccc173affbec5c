import type { Express } from 'express';
import request from 'supertest';
import { tooManyAttemptsMessage } from '@marketplace/contracts';
import { ensureFirstAdmin } from '../src/seed/first-admin';
import {
  RESIDENT,
  asGateway,
  purgeNow,
  register,
  startAuthTestApp,
  type AuthTestContext,
} from './auth-test-app';

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

/** A login pair's wait: 429 with its seconds in Retry-After and the message in minutes. */
function expectWait(response: request.Response, seconds: number) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: tooManyAttemptsMessage(Math.ceil(seconds / 60)) });
  expect(Number(response.headers['retry-after'])).toBe(seconds);
  expect(response.headers['set-cookie']).toBeUndefined();
}

const SECOND_MS = 1_000;
/** Three free failures, then 10 s, doubling to at most a minute. */
const QUICK_DELAYS = {
  THROTTLE_LOGIN_FREE_FAILURES: '3',
  THROTTLE_LOGIN_DELAY_SECONDS: '10',
  THROTTLE_LOGIN_MAX_DELAY_MINUTES: '1',
};

describe('login throttling', () => {
  it('makes an account wait at the address that failed at it, twice as long per failure, capped; elsewhere it goes on', async () => {
    startWith(QUICK_DELAYS);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await login(RESIDENT.email, `wrong-guess-${attempt}`, '203.0.113.1')).status).toBe(401);

    // Even the right password waits, by email or phone: they name one account.
    expectWait(await login('ASHA.RAO@example.com', RESIDENT.password, '203.0.113.1'), 10);
    expectWait(await login('91234 56780', RESIDENT.password, '203.0.113.1'), 10);
    // Failing on purpose from one place does not lock the resident out elsewhere.
    expect((await login(RESIDENT.email, RESIDENT.password, '198.51.100.9')).status).toBe(200);
    expect((await login(OTHER.email, OTHER.password, '203.0.113.1')).status).toBe(200);

    ctx.clock.advance(5 * SECOND_MS);
    expectWait(await login(RESIDENT.email, 'wrong-guess', '203.0.113.1'), 5);
    for (const wait of [10, 20, 40, 60, 60]) {
      ctx.clock.advance(wait * SECOND_MS - (wait === 10 ? 5 * SECOND_MS : 0));
      expect((await login(RESIDENT.email, 'wrong-guess', '203.0.113.1')).status).toBe(401);
      expectWait(await login(RESIDENT.email, 'wrong-guess', '203.0.113.1'), Math.min(wait * 2, 60));
    }
    ctx.clock.advance(60 * SECOND_MS);
    expect((await login(RESIDENT.email, RESIDENT.password, '203.0.113.1')).status).toBe(200);
  });

  it('forgets the pair on a successful login: its owner starts with the free failures again', async () => {
    startWith(QUICK_DELAYS);
    await login(RESIDENT.email, 'wrong-1');
    await login(RESIDENT.email, 'wrong-2');
    expect((await login(RESIDENT.email, RESIDENT.password)).status).toBe(200);
    await login(RESIDENT.email, 'wrong-3');
    await login(RESIDENT.email, 'wrong-4');
    expect((await login(RESIDENT.email, 'wrong-5')).status).toBe(401);
    expectWait(await login(RESIDENT.email, RESIDENT.password), 10);
  });

  it('never locks an account for its owner, however many strangers fail at it from however many addresses', async () => {
    startWith({});
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const address = `198.18.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
      expect((await login(RESIDENT.email, `wrong-${attempt}`, address)).status).toBe(401);
    }
    for (let attempt = 0; attempt < 30; attempt += 1)
      await login(RESIDENT.email, `wrong-${attempt}`, '203.0.113.66');
    expect((await login(RESIDENT.email, RESIDENT.password, '203.0.113.10')).status).toBe(200);
  });

  it("by default waits 30 s after 5 failures of a pair, and leaves a household's address open to its other accounts", async () => {
    startWith({});
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await login(RESIDENT.email, `wrong-${attempt}`)).status).toBe(401);
    expectWait(await login(RESIDENT.email, RESIDENT.password), 30);
    // Forty mistyped passwords over twenty accounts from one home (or one proxy) close nothing else.
    for (let person = 0; person < 20; person += 1)
      for (const guess of ['a', 'b']) await login(`person-${person}@example.com`, guess);
    expect((await login(OTHER.email, OTHER.password)).status).toBe(200);
  });

  it('counts guesses at accounts that do not exist like any other', async () => {
    startWith({ ...QUICK_DELAYS, THROTTLE_LOGIN_FREE_FAILURES: '2' });
    await login('ghost@example.com', 'x');
    await login(' Ghost@Example.com', 'x');
    expectWait(await login('GHOST@example.com', 'x'), 10);
  });

  it('refuses an address past its ceiling of failures, across accounts; another address goes on', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '3' });
    await login(RESIDENT.email, 'wrong-1');
    await login(OTHER.email, 'wrong-2');
    await login('someone@example.com', 'wrong-3');
    expectThrottled(await login(OTHER.email, OTHER.password), 60);
    expect((await login(OTHER.email, OTHER.password, '203.0.113.99')).status).toBe(200);
  });

  it('does not reset the address bucket on a successful login', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '3' });
    await login(RESIDENT.email, 'wrong-1');
    await login(RESIDENT.email, 'wrong-2');
    expect((await login(OTHER.email, OTHER.password)).status).toBe(200);
    await login(RESIDENT.email, 'wrong-3');
    expectThrottled(await login(OTHER.email, OTHER.password), 60);
  });

  it('counts the address the gateway appended, whatever the client put before it', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    await login(RESIDENT.email, 'wrong-1', '10.0.0.1, 203.0.113.50');
    await login(RESIDENT.email, 'wrong-2', '10.0.0.2, 203.0.113.50');
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '10.0.0.3, 203.0.113.50'), 60);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    await login(RESIDENT.email, 'wrong-1', '2001:db8:1:2::a');
    await login(RESIDENT.email, 'wrong-2', '2001:db8:1:2:ffff::b');
    expectThrottled(await login(RESIDENT.email, RESIDENT.password, '2001:db8:1:2::c'), 60);
    expect((await login(RESIDENT.email, RESIDENT.password, '2001:db8:1:3::c')).status).toBe(200);
  });

  it('holds across instances and restarts: the counters live in the database', async () => {
    const env = { ...QUICK_DELAYS, THROTTLE_LOGIN_FREE_FAILURES: '2' };
    startWith(env);
    await login(RESIDENT.email, 'wrong-1');
    const second = ctx.startInstance({ throttleEnv: env });
    await request(second).post('/api/auth/login').set(from('203.0.113.10')).send({
      emailOrPhone: RESIDENT.email,
      password: 'wrong-2',
    });
    startWith(env);
    expectWait(await login(RESIDENT.email, RESIDENT.password), 10);
  });

  it('stores no email or phone in the counters', async () => {
    startWith({});
    await login(RESIDENT.email, 'wrong-1');
    await login(RESIDENT.phone, 'wrong-2');
    const stored = await ctx.prisma.throttleCounter.findMany();
    // The account from this address (email and phone name one), and the address.
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toMatch(/asha|9123456780/);
  });

  it('counts attempts that arrive together, each one', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '5' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => login(`nobody-${index}@example.com`, 'x')),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });

  it('lets through only the free failures of a pair when its attempts arrive together', async () => {
    startWith({ ...QUICK_DELAYS, THROTTLE_LOGIN_FREE_FAILURES: '2' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => login(RESIDENT.email, `wrong-${index}`)),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it('keeps a pair until it is forgotten, then the purge drops it', async () => {
    startWith(QUICK_DELAYS);
    await login(RESIDENT.email, 'wrong-1');
    const purge = () => purgeNow(ctx);
    expect((await purge()).throttleWindows).toBe(0);
    ctx.clock.advance(24 * 60 * MINUTE_MS);
    expect((await purge()).throttleWindows).toBe(2);
    expect(await ctx.prisma.throttleCounter.count()).toBe(0);
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

  it('makes a username wait at the address that failed at it, whatever the case; elsewhere it goes on', async () => {
    startWith({ ...QUICK_DELAYS, THROTTLE_LOGIN_FREE_FAILURES: '2' });
    expect((await adminLogin('admin', 'guess-1', '203.0.113.1')).status).toBe(401);
    expect((await adminLogin('ADMIN', 'guess-2', '203.0.113.1')).status).toBe(401);

    expectWait(await adminLogin('admin', 'admin123', '203.0.113.1'), 10);
    expect((await adminLogin('admin', 'admin123', '198.51.100.9')).status).toBe(200);
    ctx.clock.advance(10 * SECOND_MS);
    expect((await adminLogin('admin', 'guess-3', '203.0.113.1')).status).toBe(401);
    expectWait(await adminLogin('admin', 'admin123', '203.0.113.1'), 20);
    ctx.clock.advance(20 * SECOND_MS);
    expect((await adminLogin('admin', 'admin123', '203.0.113.1')).status).toBe(200);
  });

  it('never locks the username for its owner from failures at other addresses', async () => {
    startWith({ ...QUICK_DELAYS, THROTTLE_LOGIN_FREE_FAILURES: '2' });
    for (let address = 1; address <= 120; address += 1)
      expect((await adminLogin('admin', 'guess', `198.18.0.${address}`)).status).toBe(401);
    expect((await adminLogin('admin', 'admin123', '198.51.100.9')).status).toBe(200);
  });

  it('refuses an address that guesses across usernames, and does not count residents against it', async () => {
    startWith({ THROTTLE_LOGIN_PER_ADDRESS: '2' });
    expect((await adminLogin('root', 'guess')).status).toBe(401);
    expect((await adminLogin('operator', 'guess')).status).toBe(401);
    expectThrottled(await adminLogin('admin', 'admin123'), 60);
    expect((await login(RESIDENT.email, RESIDENT.password)).status).toBe(200);
  });
});
