import { issueSession, type SessionPolicy } from '../../domain/session';
import type { SessionRepository } from '../../domain/session.repository';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
  /** The session the browser still holds, if any: replaced, so a planted session id is worthless. */
  previousSessionId?: string;
}

export interface StartSessionDeps {
  sessions: SessionRepository;
  policy: SessionPolicy;
  now: Date;
}

/** Opens a new session for a just-authenticated subject and ends the one it replaces. */
export async function startSession(
  deps: StartSessionDeps,
  { subjectId, client }: { subjectId: number; client: ClientInfo },
) {
  if (client.previousSessionId) await deps.sessions.revoke(client.previousSessionId, deps.now);
  const issued = issueSession(subjectId, deps.policy, deps.now, client);
  await deps.sessions.create(issued.session);
  return { token: issued.token, expiresAt: issued.session.expiresAt };
}
