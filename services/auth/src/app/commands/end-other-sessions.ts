import type { SessionRepository } from '../../domain/session.repository';

/**
 * POST /api/admin/sessions/end-others: an administrator ends every session of theirs but the one
 * asking (a browser left signed in elsewhere, a lost laptop). Answers how many ended.
 */
export function endOtherSessions(
  deps: { sessions: Pick<SessionRepository, 'revokeOthersOfSubject'>; now: Date },
  { subjectId, sessionId }: { subjectId: number; sessionId: string },
): Promise<number> {
  return deps.sessions.revokeOthersOfSubject(subjectId, sessionId, deps.now);
}
