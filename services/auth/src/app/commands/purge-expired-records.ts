import type { PasswordResetTokenRepository } from '../../domain/password-reset.repository';
import type { SessionPolicy } from '../../domain/session';
import type { SessionRepository } from '../../domain/session.repository';
import type { StoreInvitationRepository } from '../../domain/store-invitation.repository';
import type { AttemptCounter } from '../../domain/throttle';

export interface PurgeExpiredRecordsDeps {
  attempts: AttemptCounter;
  resetTokens: PasswordResetTokenRepository;
  userSessions: Pick<SessionRepository, 'deleteEnded'>;
  adminSessions: Pick<SessionRepository, 'deleteEnded'>;
  storeInvitations: Pick<StoreInvitationRepository, 'deleteExpiredUnaccepted'>;
  sessionPolicy: SessionPolicy;
  adminSessionPolicy: SessionPolicy;
  now: Date;
}

/**
 * Housekeeping: closed throttle windows, expired reset links, store invitations that expired
 * unaccepted, and sessions that ended (revoked, expired, or idle past their policy; residents' and
 * administrators' each by their own) are of no further use.
 */
export async function purgeExpiredRecords(deps: PurgeExpiredRecordsDeps): Promise<{
  throttleWindows: number;
  resetTokens: number;
  userSessions: number;
  adminSessions: number;
  storeInvitations: number;
}> {
  const idleSince = (policy: SessionPolicy) => new Date(deps.now.getTime() - policy.idleTimeoutMs);
  const [throttleWindows, resetTokens, userSessions, adminSessions, storeInvitations] = await Promise.all([
    deps.attempts.deleteClosed(deps.now),
    deps.resetTokens.deleteExpired(deps.now),
    deps.userSessions.deleteEnded(deps.now, idleSince(deps.sessionPolicy)),
    deps.adminSessions.deleteEnded(deps.now, idleSince(deps.adminSessionPolicy)),
    deps.storeInvitations.deleteExpiredUnaccepted(deps.now),
  ]);
  return { throttleWindows, resetTokens, userSessions, adminSessions, storeInvitations };
}
