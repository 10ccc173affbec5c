import { createHash } from 'node:crypto';
import {
  isSessionLive,
  isWellFormedToken,
  issueSession,
  needsTouch,
  sessionIdOf,
  type SessionPolicy,
  type SessionRecord,
} from './session';

const HOUR = 60 * 60 * 1000;
const policy: SessionPolicy = {
  absoluteLifetimeMs: 720 * HOUR,
  idleTimeoutMs: 168 * HOUR,
  touchIntervalMs: 60_000,
};
const loginAt = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(loginAt.getTime() + ms);

function session(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: 'h',
    subjectId: 1,
    createdAt: loginAt,
    lastSeenAt: loginAt,
    expiresAt: at(policy.absoluteLifetimeMs),
    revokedAt: null,
    ...overrides,
  };
}

describe('issueSession', () => {
  const client = { userAgent: 'jest', ip: '127.0.0.1' };

  it('gives the browser a random 32-byte token and keeps only its SHA-256', () => {
    const { token, session: stored } = issueSession(7, policy, loginAt, client);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
    expect(stored.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.id).toBe(sessionIdOf(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('never issues the same token twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueSession(7, policy, loginAt, client).token));
    expect(tokens.size).toBe(50);
  });

  it('fixes the absolute expiry at login', () => {
    expect(issueSession(7, policy, loginAt, client).session.expiresAt).toEqual(at(720 * HOUR));
  });
});

describe('isWellFormedToken', () => {
  it.each(['', 'short', 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)} `])(
    'rejects %j',
    (value) => {
      expect(isWellFormedToken(value)).toBe(false);
    },
  );
});

describe('isSessionLive', () => {
  it('is live while used within the idle timeout and before the absolute expiry', () => {
    expect(isSessionLive(session(), policy, at(167 * HOUR))).toBe(true);
    expect(isSessionLive(session({ lastSeenAt: at(600 * HOUR) }), policy, at(719 * HOUR))).toBe(true);
  });

  it('ends after the idle timeout without use', () => {
    expect(isSessionLive(session(), policy, at(168 * HOUR))).toBe(false);
  });

  it('ends at the absolute expiry however recently used', () => {
    expect(isSessionLive(session({ lastSeenAt: at(720 * HOUR - 1) }), policy, at(720 * HOUR))).toBe(false);
  });

  it('ends at once when revoked', () => {
    expect(isSessionLive(session({ revokedAt: at(1) }), policy, at(2))).toBe(false);
  });
});

describe('needsTouch', () => {
  it('asks for a write only once the touch interval has passed', () => {
    expect(needsTouch(session(), policy, at(59_999))).toBe(false);
    expect(needsTouch(session(), policy, at(60_000))).toBe(true);
  });
});
