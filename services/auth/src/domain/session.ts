import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from './opaque-token';

/**
 * Server-side sessions for residents and administrators alike. The browser holds a random token;
 * the database holds only its SHA-256, so a leaked table cannot be replayed as cookies.
 */

export interface SessionPolicy {
  /** A session ends this long after login, however active it is. */
  absoluteLifetimeMs: number;
  /** A session ends when unused this long. */
  idleTimeoutMs: number;
  /** last_seen_at is written at most this often, so resolving a session is usually a pure read. */
  touchIntervalMs: number;
}

export const DEFAULT_TOUCH_INTERVAL_MS = 60_000;

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  /** The resident's or the admin's id. */
  subjectId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface NewSession {
  id: string;
  subjectId: number;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export function sessionIdOf(token: string): string {
  return hashOpaqueToken(token);
}

/** Whether a cookie value could be a token we issued; lets malformed cookies skip the database. */
export function isWellFormedToken(token: string): boolean {
  return isWellFormedOpaqueToken(token);
}

export interface IssuedSession {
  /** Goes to the browser only. */
  token: string;
  session: NewSession;
}

export function issueSession(
  subjectId: number,
  policy: SessionPolicy,
  now: Date,
  client: { userAgent: string | null; ip: string | null },
): IssuedSession {
  const token = newOpaqueToken();
  return {
    token,
    session: {
      id: sessionIdOf(token),
      subjectId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteLifetimeMs),
      userAgent: client.userAgent,
      ip: client.ip,
    },
  };
}

export function isSessionLive(session: SessionRecord, policy: SessionPolicy, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < policy.idleTimeoutMs;
}

/** Whether this use should move last_seen_at forward (throttled to one write per interval). */
export function needsTouch(session: SessionRecord, policy: SessionPolicy, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= policy.touchIntervalMs;
}
