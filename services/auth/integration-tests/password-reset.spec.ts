import { createHash } from 'node:crypto';
import request from 'supertest';
import {
  AUTH_VALIDATION_MESSAGES,
  GENERIC_AUTH_MESSAGES,
  PASSWORD_RESET_DELIVERY_MESSAGES,
  RESET_TOKEN_INVALID_MESSAGE,
} from '@marketplace/contracts';
import type { Mailer } from '../src/domain/messaging';
import {
  RESIDENT,
  TEST_PUBLIC_URL,
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
  // Throttling has its own suite; here every test asks for links freely.
  ctx = await startAuthTestApp({
    throttleEnv: {
      THROTTLE_FORGOT_PER_ACCOUNT: '1000',
      THROTTLE_FORGOT_PER_ADDRESS: '1000',
      THROTTLE_RESET_PER_ADDRESS: '1000',
      THROTTLE_RESET_PER_ACCOUNT: '1000',
      THROTTLE_LOGIN_FREE_FAILURES: '1000',
    },
  });
  userId = (await register(ctx.app)).body.user.id;
});
afterAll(() => ctx.close());

const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'brand-new-secret';

const forgot = (emailOrPhone: unknown) =>
  request(ctx.app).post('/api/auth/forgot-password').set(asGateway()).send({ emailOrPhone });
const reset = (body: object) => request(ctx.app).post('/api/auth/reset-password').set(asGateway()).send(body);
const login = (password: string) =>
  request(ctx.app).post('/api/auth/login').set(asGateway()).send({ emailOrPhone: RESIDENT.email, password });

/** The token of the newest message in the dev mailbox, read from its link as the browser would. */
function newestToken(): string {
  const link = ctx.mailbox.messages().at(-1)?.link;
  if (!link) throw new Error('no reset link was sent');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

async function requestLink(emailOrPhone: string = RESIDENT.email): Promise<string> {
  const response = await forgot(emailOrPhone);
  expect(response.status).toBe(200);
  return newestToken();
}

/** Sets the password back to the one the other tests log in with. */
async function restorePassword() {
  const response = await reset({ token: await requestLink(), password: RESIDENT.password });
  expect(response.status).toBe(200);
}

const storedToken = (token: string) =>
  ctx.prisma.passwordResetToken.findUnique({
    where: { tokenHash: createHash('sha256').update(token).digest('hex') },
  });

describe('POST /api/auth/forgot-password', () => {
  it('emails a one-hour reset link to an account named by its email, in any letter case', async () => {
    const before = ctx.mailbox.messages().length;
    const response = await forgot('  Asha.Rao@Example.COM ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password reset link sent' });

    const messages = ctx.mailbox.messages();
    expect(messages).toHaveLength(before + 1);
    const mail = messages.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: RESIDENT.email, subject: 'Reset your password' });
    expect(mail.link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(new Date(mail.sentAt)).toEqual(ctx.clock.now());
  });

  it('keeps only the SHA-256 of the token, with a one-hour expiry', async () => {
    const token = await requestLink();
    const stored = await storedToken(token);
    expect(stored).toMatchObject({ userId, channel: 'email', usedAt: null });
    expect(stored!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(60 * MINUTE_MS);
    const leaked = await ctx.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "auth".password_reset_tokens WHERE token_hash = ${token}`;
    expect(leaked[0]!.n).toBe(0);
  });

  it('texts the link through the SMS sender when the account is named by its phone', async () => {
    const token = await requestLink('91234 56780');
    const sms = ctx.mailbox.messages().at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', to: RESIDENT.phone });
    expect(sms.text).toContain(sms.link);
    expect(sms.text).toContain('expires in 1 hour');
    expect(await storedToken(token)).toMatchObject({ channel: 'sms' });
  });

  it("answers 404 'User not found' for an unknown account and sends nothing", async () => {
    const before = ctx.mailbox.messages().length;
    for (const unknown of ['nobody@example.com', '9000000001', 'not-an-identifier']) {
      const response = await forgot(unknown);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'User not found' });
    }
    expect(ctx.mailbox.messages()).toHaveLength(before);
  });

  it('answers 200 whether or not the account exists with AUTH_GENERIC_ERRORS=true, mailing only real ones', async () => {
    const generic = ctx.startInstance({
      genericAuthErrors: true,
      throttleEnv: { THROTTLE_FORGOT_PER_ACCOUNT: '1000', THROTTLE_FORGOT_PER_ADDRESS: '1000' },
    });
    const ask = (emailOrPhone: string) =>
      request(generic).post('/api/auth/forgot-password').set(asGateway()).send({ emailOrPhone });
    const before = ctx.mailbox.messages().length;
    for (const emailOrPhone of ['nobody@example.com', RESIDENT.email]) {
      const response = await ask(emailOrPhone);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: GENERIC_AUTH_MESSAGES.resetRequested });
    }
    // Sending goes on after the answer; the real account's message arrives, the unknown one gets none.
    expect(await ctx.mailbox.waitFor(before + 1)).toHaveLength(before + 1);
    expect(ctx.mailbox.messages().at(-1)).toMatchObject({ to: RESIDENT.email });
  });

  describe('when the message cannot be sent', () => {
    const throwingMailer: Mailer = {
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    /** A mail server that takes 10 s per message, far longer than the answer may take. */
    const slowMailer = (): Mailer => ({
      send: () => new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref()),
    });
    const throttleEnv = { THROTTLE_FORGOT_PER_ACCOUNT: '1000', THROTTLE_FORGOT_PER_ADDRESS: '1000' };
    const askOn = (app: ReturnType<AuthTestContext['startInstance']>, emailOrPhone: string) =>
      request(app).post('/api/auth/forgot-password').set(asGateway()).send({ emailOrPhone });

    it.each([
      ['failing', () => throwingMailer],
      ['slow', slowMailer],
    ])(
      'answers a real account at once, exactly as an unknown one, with AUTH_GENERIC_ERRORS=true and a %s mail server',
      async (_label, mailer) => {
        const generic = ctx.startInstance({ genericAuthErrors: true, throttleEnv, mailer: mailer() });
        const unknown = await askOn(generic, 'nobody@example.com');
        const started = Date.now();
        const real = await askOn(generic, RESIDENT.email);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(real.status).toBe(unknown.status);
        expect(real.body).toEqual(unknown.body);
        expect(real.status).toBe(200);
        expect(real.body).toEqual({ message: GENERIC_AUTH_MESSAGES.resetRequested });
      },
    );

    it("answers 503 with a message, not 500, in the spec's default mode, and keeps 404 for unknown accounts", async () => {
      const failing = ctx.startInstance({ throttleEnv, mailer: throwingMailer });
      const response = await askOn(failing, RESIDENT.email);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: PASSWORD_RESET_DELIVERY_MESSAGES.sendFailed });
      expect((await askOn(failing, 'nobody@example.com')).status).toBe(404);
    });
  });

  describe('without an SMS provider', () => {
    it.each([false, true])(
      'refuses a reset by phone with 503, known or unknown number alike, and still mails (generic errors: %s)',
      async (genericAuthErrors) => {
        const noSms = ctx.startInstance({
          sms: null,
          genericAuthErrors,
          throttleEnv: { THROTTLE_FORGOT_PER_ACCOUNT: '1000', THROTTLE_FORGOT_PER_ADDRESS: '1000' },
        });
        const ask = (emailOrPhone: string) =>
          request(noSms).post('/api/auth/forgot-password').set(asGateway()).send({ emailOrPhone });
        const before = ctx.mailbox.messages().length;
        for (const phone of [RESIDENT.phone, '9000000009']) {
          const response = await ask(phone);
          expect(response.status).toBe(503);
          expect(response.body).toEqual({ message: PASSWORD_RESET_DELIVERY_MESSAGES.smsUnavailable });
        }
        expect(ctx.mailbox.messages()).toHaveLength(before);
        expect((await ask(RESIDENT.email)).status).toBe(200);
        expect(await ctx.mailbox.waitFor(before + 1)).toHaveLength(before + 1);
      },
    );
  });

  it.each([
    [undefined, AUTH_VALIDATION_MESSAGES.emailOrPhoneRequired],
    ['   ', AUTH_VALIDATION_MESSAGES.emailOrPhoneRequired],
    [`${'a'.repeat(250)}@x.io`, AUTH_VALIDATION_MESSAGES.tooLong('Email or phone number', 254)],
  ])('answers 400 with the spec message for %j', async (emailOrPhone, message) => {
    const response = await forgot(emailOrPhone);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the resident, in one go', async () => {
    const phone = await logIn(ctx.app);
    const laptop = await logIn(ctx.app);
    const token = await requestLink();

    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password has been reset' });

    expect(await resolveCookies(ctx.app, { userSession: phone.token })).toEqual({});
    expect(await resolveCookies(ctx.app, { userSession: laptop.token })).toEqual({});
    expect((await login(RESIDENT.password)).body).toEqual({ message: 'Invalid password' });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect(await storedToken(token)).toMatchObject({ usedAt: ctx.clock.now() });
    await restorePassword();
  });

  it('stores the new password as an argon2id hash', async () => {
    await reset({ token: await requestLink(), password: NEW_PASSWORD });
    const { passwordHash } = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(passwordHash).not.toContain(NEW_PASSWORD);
    await restorePassword();
  });

  it('accepts a link only once', async () => {
    const token = await requestLink();
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_TOKEN_INVALID_MESSAGE });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    await restorePassword();
  });

  it('lets exactly one of two requests racing with the same link through', async () => {
    const token = await requestLink();
    const answers = await Promise.all([
      reset({ token, password: 'racer-one-pass' }),
      reset({ token, password: 'racer-two-pass' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    await restorePassword();
  });

  it('refuses a link once its hour has passed', async () => {
    const fresh = await requestLink();
    ctx.clock.advance(60 * MINUTE_MS - 1);
    expect((await reset({ token: fresh, password: RESIDENT.password })).status).toBe(200);

    const stale = await requestLink();
    ctx.clock.advance(60 * MINUTE_MS);
    const response = await reset({ token: stale, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: RESET_TOKEN_INVALID_MESSAGE });
    expect((await login(RESIDENT.password)).status).toBe(200);
  });

  it('invalidates the earlier unused link when a new one is requested', async () => {
    const first = await requestLink();
    const second = await requestLink();
    const old = await reset({ token: first, password: NEW_PASSWORD });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ message: RESET_TOKEN_INVALID_MESSAGE });
    expect((await reset({ token: second, password: RESIDENT.password })).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token at all'],
    ['a token longer than any link carries', 'A'.repeat(201)],
  ])('answers 400 for %s', async (_label, token) => {
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(RESET_TOKEN_INVALID_MESSAGE);
  });

  it.each([
    [{ password: NEW_PASSWORD }, AUTH_VALIDATION_MESSAGES.resetTokenMissing],
    [{ token: 'A'.repeat(43), password: '12345' }, AUTH_VALIDATION_MESSAGES.passwordTooShort],
    [{ token: 'A'.repeat(43), password: 'x'.repeat(129) }, AUTH_VALIDATION_MESSAGES.tooLong('Password', 128)],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const response = await reset(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('changes nothing when ending the sessions fails: the link, the password and the sessions stay', async () => {
    const session = await logIn(ctx.app);
    const token = await requestLink();
    // Makes the last write of the reset fail, after the token and the hash were written.
    await ctx.prisma.$executeRawUnsafe(`
      CREATE FUNCTION "auth".refuse_session_update() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'sessions are read-only in this test'; END $$`);
    await ctx.prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_session_update BEFORE UPDATE ON "auth".sessions
        FOR EACH ROW EXECUTE FUNCTION "auth".refuse_session_update()`);
    try {
      const failed = await reset({ token, password: NEW_PASSWORD });
      expect(failed.status).toBe(500);
    } finally {
      await ctx.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_session_update ON "auth".sessions`);
      await ctx.prisma.$executeRawUnsafe(`DROP FUNCTION "auth".refuse_session_update()`);
    }
    expect(await storedToken(token)).toMatchObject({ usedAt: null });
    expect((await resolveCookies(ctx.app, { userSession: session.token })).user?.id).toBe(userId);
    expect((await login(RESIDENT.password)).status).toBe(200);

    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
    expect(await resolveCookies(ctx.app, { userSession: session.token })).toEqual({});
    await restorePassword();
  });
});
