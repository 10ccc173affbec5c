import type { SessionRepository } from '../../domain/session.repository';

/** Logout: the session stops resolving immediately, whatever its cookie's remaining lifetime. */
export async function endSession(
  deps: { sessions: SessionRepository; now: Date },
  sessionId: string | undefined,
) {
  if (sessionId) await deps.sessions.revoke(sessionId, deps.now);
}
