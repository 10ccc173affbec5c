import { InvalidPasswordError, TooManyAttemptsError, UserNotFoundError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { NewSession } from '../../domain/session';
import type { UserSessionRepository } from '../../domain/session.repository';
import { loginDelayAfterMs, type AttemptCounter, type ThrottlePolicy } from '../../domain/throttle';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';
import { logInUser } from './log-in-user';

const priya: UserRecord = {
  id: 1,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'demo@marketplace.local',
  phone: '9876543210',
  passwordHash: 'hash:demo1234',
  communityId: 1,
  profileImageUrl: null,
  dietaryPreferences: [],
  points: 100,
  onboardingCompleted: true,
  flatNumber: 'A-302',
  floor: null,
  block: null,
  deliveryAddress: null,
};

const users: Pick<UserRepository, 'findByEmail' | 'findByPhone'> = {
  findByEmail: async (email) => (email === priya.email ? priya : null),
  findByPhone: async (phone) => (phone === priya.phone ? priya : null),
};

function fakeHasher() {
  const calls: string[] = [];
  const hasher: PasswordHasher = {
    hash: async (password) => `hash:${password}`,
    verify: async (hash, password) => {
      calls.push(`verify ${hash}`);
      return hash === `hash:${password}`;
    },
    decoyHash: async () => 'decoy',
  };
  return { hasher, calls };
}

/** Fixed windows and login pairs in memory, as the Postgres counter keeps them. */
function memoryAttempts(): AttemptCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const pairs = new Map<string, { hits: number; waitUntil: number }>();
  return {
    hit: async (key, windowMs, now) => {
      const open = windows.get(key);
      const window =
        open && open.endsAt > now.getTime()
          ? { ...open, hits: open.hits + 1 }
          : { hits: 1, endsAt: now.getTime() + windowMs };
      windows.set(key, window);
      return { attempts: window.hits, windowEndsAt: new Date(window.endsAt) };
    },
    refund: async (key, now) => {
      const open = windows.get(key);
      if (open && open.endsAt > now.getTime() && open.hits > 0) open.hits -= 1;
    },
    hitDelayed: async (key, rule, now) => {
      const pair = pairs.get(key) ?? { hits: 0, waitUntil: 0 };
      if (pair.waitUntil > now.getTime()) return { counted: false, waitUntil: new Date(pair.waitUntil) };
      pair.hits += 1;
      pair.waitUntil = now.getTime() + loginDelayAfterMs(rule, pair.hits);
      pairs.set(key, pair);
      return { counted: true };
    },
    clear: async (key) => {
      pairs.delete(key);
    },
    deleteClosed: async () => 0,
  };
}

const MINUTE = 60_000;
const throttling: Pick<ThrottlePolicy, 'login'> = {
  login: {
    perAccountAndAddress: {
      freeFailures: 100,
      firstDelayMs: MINUTE,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: 24 * 60 * MINUTE,
    },
    perAddress: { limit: 3, windowMs: 15 * MINUTE },
  },
};

function fakeSessions() {
  const created: NewSession[] = [];
  const revoked: string[] = [];
  const sessions: UserSessionRepository = {
    create: async (session) => {
      created.push(session);
    },
    findById: async () => null,
    touch: async () => undefined,
    revoke: async (id) => {
      revoked.push(id);
    },
    revokeAllOfSubject: async () => undefined,
    revokeOthersOfSubject: async () => 0,
    deleteEnded: async () => 0,
  };
  return { sessions, created, revoked };
}

const policy = { absoluteLifetimeMs: 1000, idleTimeoutMs: 500, touchIntervalMs: 60 };
const client = { userAgent: null, ip: '203.0.113.7' };

function deps() {
  const { hasher, calls } = fakeHasher();
  const { sessions, created, revoked } = fakeSessions();
  return {
    deps: {
      users: users as UserRepository,
      sessions,
      hasher,
      policy,
      attempts: memoryAttempts(),
      throttling,
      now: new Date(0),
    },
    calls,
    created,
    revoked,
  };
}

describe('logInUser', () => {
  it('verifies against a decoy hash, once, for an unknown account before answering User not found', async () => {
    const { deps: d, calls, created } = deps();
    await expect(
      logInUser(d, { request: { emailOrPhone: 'nobody@example.com', password: 'x' }, client }),
    ).rejects.toBeInstanceOf(UserNotFoundError);
    await expect(
      logInUser(d, { request: { emailOrPhone: 'not a phone', password: 'x' }, client }),
    ).rejects.toBeInstanceOf(UserNotFoundError);
    expect(calls).toEqual(['verify decoy', 'verify decoy']);
    expect(created).toHaveLength(0);
  });

  it('answers Invalid password for a known account after one verify, and opens no session', async () => {
    const { deps: d, calls, created } = deps();
    await expect(
      logInUser(d, { request: { emailOrPhone: priya.email!, password: 'wrong' }, client }),
    ).rejects.toBeInstanceOf(InvalidPasswordError);
    expect(calls).toEqual(['verify hash:demo1234']);
    expect(created).toHaveLength(0);
  });

  it('refuses once the address has used up its failed attempts, without running the KDF', async () => {
    const { deps: d, calls } = deps();
    const attempt = (password: string) =>
      logInUser(d, { request: { emailOrPhone: priya.email!, password }, client });
    await expect(attempt('wrong-1')).rejects.toBeInstanceOf(InvalidPasswordError);
    await expect(attempt('wrong-2')).rejects.toBeInstanceOf(InvalidPasswordError);
    // A success takes back only its own attempt: the two failures before it still count.
    await expect(attempt('demo1234')).resolves.toMatchObject({ user: { id: 1 } });
    await expect(attempt('wrong-3')).rejects.toBeInstanceOf(InvalidPasswordError);
    const refused = await attempt('demo1234').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).retryAfterMs).toBe(15 * MINUTE);
    expect(calls).toHaveLength(4);
  });

  it('opens a session for the right password and ends the one the browser held', async () => {
    const { deps: d, created, revoked } = deps();
    const result = await logInUser(d, {
      request: { emailOrPhone: '98765 43210', password: 'demo1234' },
      client: { ...client, previousSessionId: 'old' },
    });
    expect(result.user.id).toBe(1);
    expect(revoked).toEqual(['old']);
    expect(created).toEqual([expect.objectContaining({ subjectId: 1, expiresAt: new Date(1000) })]);
    expect(created[0]!.id).not.toBe(result.token);
  });
});
