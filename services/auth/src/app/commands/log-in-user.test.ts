import { InvalidPasswordError, UserNotFoundError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { NewSession, SessionRecord } from '../../domain/session';
import type { UserSessionRepository } from '../../domain/session.repository';
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
      calls.push('verify');
      return hash === `hash:${password}`;
    },
    verifyAgainstNothing: async () => {
      calls.push('verifyAgainstNothing');
    },
  };
  return { hasher, calls };
}

function fakeSessions() {
  const created: NewSession[] = [];
  const revoked: string[] = [];
  const sessions: UserSessionRepository = {
    create: async (session) => {
      created.push(session);
    },
    findById: async (): Promise<SessionRecord | null> => null,
    touch: async () => undefined,
    revoke: async (id) => {
      revoked.push(id);
    },
  };
  return { sessions, created, revoked };
}

const policy = { absoluteLifetimeMs: 1000, idleTimeoutMs: 500, touchIntervalMs: 60 };
const client = { userAgent: null, ip: null };

function deps() {
  const { hasher, calls } = fakeHasher();
  const { sessions, created, revoked } = fakeSessions();
  return {
    deps: { users: users as UserRepository, sessions, hasher, policy, now: new Date(0) },
    calls,
    created,
    revoked,
  };
}

describe('logInUser', () => {
  it('spends a KDF run on an unknown account before answering User not found', async () => {
    const { deps: d, calls, created } = deps();
    await expect(
      logInUser({ emailOrPhone: 'nobody@example.com', password: 'x' }, client, d),
    ).rejects.toBeInstanceOf(UserNotFoundError);
    await expect(logInUser({ emailOrPhone: 'not a phone', password: 'x' }, client, d)).rejects.toBeInstanceOf(
      UserNotFoundError,
    );
    expect(calls).toEqual(['verifyAgainstNothing', 'verifyAgainstNothing']);
    expect(created).toHaveLength(0);
  });

  it('answers Invalid password for a known account and opens no session', async () => {
    const { deps: d, created } = deps();
    await expect(
      logInUser({ emailOrPhone: priya.email!, password: 'wrong' }, client, d),
    ).rejects.toBeInstanceOf(InvalidPasswordError);
    expect(created).toHaveLength(0);
  });

  it('opens a session for the right password and ends the one the browser held', async () => {
    const { deps: d, created, revoked } = deps();
    const result = await logInUser(
      { emailOrPhone: '98765 43210', password: 'demo1234' },
      { ...client, previousSessionId: 'old' },
      d,
    );
    expect(result.user.id).toBe(1);
    expect(revoked).toEqual(['old']);
    expect(created).toEqual([expect.objectContaining({ subjectId: 1, expiresAt: new Date(1000) })]);
    expect(created[0]!.id).not.toBe(result.token);
  });
});
