import type { ResidentProfile, StoreMembership } from '@marketplace/contracts';
import type { NewSession, SessionRecord } from './session';

/** One per session table: residents' and administrators' sessions follow the same rules. */
export interface SessionRepository<S extends SessionRecord = SessionRecord> {
  create(session: NewSession): Promise<void>;
  /** One primary-key read: this runs on every request the gateway forwards. */
  findById(id: string): Promise<S | null>;
  /** Sets last_seen_at unless another request already did so since `staleBefore`. */
  touch(id: string, seenAt: Date, staleBefore: Date): Promise<void>;
  /** Ends the session at once; revoking an unknown or ended session is harmless. */
  revoke(id: string, at: Date): Promise<void>;
  /** Ends every live session of one resident or admin (after a password reset). */
  revokeAllOfSubject(subjectId: number, at: Date): Promise<void>;
  /** Ends every live session of one resident or admin but `keepId`; answers how many it ended. */
  revokeOthersOfSubject(subjectId: number, keepId: string, at: Date): Promise<number>;
  /**
   * Deletes the sessions that can no longer be used: revoked, past their expiry, or unused since
   * `idleSince` (periodic housekeeping). Answers how many.
   */
  deleteEnded(now: Date, idleSince: Date): Promise<number>;
}

/**
 * A resident's session carries the resident's selected community, the stores they belong to and
 * what an order records of them, read with it in one query: the gateway signs them into the
 * identity of every request.
 */
export type UserSessionRepository = SessionRepository<
  SessionRecord & { communityId: number | null; stores: StoreMembership[]; profile: ResidentProfile }
>;
export type AdminSessionRepository = SessionRepository<SessionRecord & { username: string }>;
