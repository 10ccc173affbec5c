import type { SessionRepository } from '../../domain/session.repository';

/** Logout: the session stops resolving immediately, whatever its cookie's remaining lifetime. */
export async function endSession(
  sessionId: string | undefined,
  deps: { sessions: SessionRepository; now: Date },
) {
  if (sessionId) await deps.sessions.revoke(sessionId, deps.now);
}
