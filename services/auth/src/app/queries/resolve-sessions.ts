import type { SessionResolveRequest, SessionResolveResponse } from '@marketplace/contracts';
import {
  isSessionLive,
  isWellFormedToken,
  needsTouch,
  sessionIdOf,
  type SessionPolicy,
  type SessionRecord,
} from '../../domain/session';
import type {
  AdminSessionRepository,
  SessionRepository,
  UserSessionRepository,
} from '../../domain/session.repository';

export interface ResolveSessionsDeps {
  userSessions: UserSessionRepository;
  adminSessions: AdminSessionRepository;
  /** Residents' sessions. */
  policy: SessionPolicy;
  /** Administrators' sessions: shorter (hours idle, a day at most). */
  adminPolicy: SessionPolicy;
  now: Date;
}

/**
 * The gateway's question on every request: which live sessions do these cookies hold? A resident's
 * answer carries their selected community, which the catalog filters vendors by, the stores they
 * belong to, which the vendor calls are authorised by, and what an order records of them.
 */
export async function resolveSessions(
  deps: ResolveSessionsDeps,
  request: SessionResolveRequest,
): Promise<SessionResolveResponse> {
  const [user, admin] = await Promise.all([
    findLiveSession(deps.userSessions, request.userSession, deps.policy, deps.now),
    findLiveSession(deps.adminSessions, request.adminSession, deps.adminPolicy, deps.now),
  ]);
  return {
    ...(user && {
      user: {
        id: user.subjectId,
        sessionId: user.id,
        communityId: user.communityId,
        stores: user.stores,
        profile: user.profile,
      },
    }),
    ...(admin && { admin: { id: admin.subjectId, username: admin.username, sessionId: admin.id } }),
  };
}

async function findLiveSession<S extends SessionRecord>(
  sessions: SessionRepository<S>,
  token: string | undefined,
  policy: SessionPolicy,
  now: Date,
): Promise<S | undefined> {
  if (!token || !isWellFormedToken(token)) return undefined;
  const session = await sessions.findById(sessionIdOf(token));
  if (!session || !isSessionLive(session, policy, now)) return undefined;
  if (needsTouch(session, policy, now)) {
    await sessions.touch(session.id, now, new Date(now.getTime() - policy.touchIntervalMs));
  }
  return session;
}
