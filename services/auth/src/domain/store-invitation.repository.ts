import type { NewStoreInvitation, StoreInvitationRecord } from './store-invitation';

export interface StoreInvitationRepository {
  create(invitation: NewStoreInvitation): Promise<StoreInvitationRecord>;
  /** The invitation whose token has this hash, if it is neither used nor expired at `now`. */
  findUsable(tokenHash: string, now: Date): Promise<StoreInvitationRecord | null>;
  /** Marks it used by the user, if it still was usable; false when another accept was first. */
  markAccepted(id: number, userId: number, at: Date): Promise<boolean>;
}
