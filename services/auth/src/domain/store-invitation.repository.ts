import type { NewStoreInvitation, StoreInvitationRecord } from './store-invitation';

export interface StoreInvitationRepository {
  create(invitation: NewStoreInvitation): Promise<StoreInvitationRecord>;
  /** The invitation whose token has this hash, if it is neither used nor expired at `now`. */
  findUsable(tokenHash: string, now: Date): Promise<StoreInvitationRecord | null>;
  /** Takes back an invitation whose link could not be sent. */
  remove(id: number): Promise<void>;
  /** Marks it used by the user, if it still was usable; false when another accept was first. */
  markAccepted(id: number, userId: number, at: Date): Promise<boolean>;
  /**
   * Deletes the invitations nobody accepted before they expired (housekeeping): their links no
   * longer work. Accepted ones stay, as the record of how a member joined. Answers how many.
   */
  deleteExpiredUnaccepted(now: Date): Promise<number>;
}
