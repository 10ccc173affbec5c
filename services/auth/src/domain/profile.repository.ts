import type { UserRecord } from './user';
import type { ProfileChanges } from './user-profile';

export interface ProfileRepository {
  /**
   * Applies the changes and answers the updated user, or null when the account is gone. Throws
   * ContactTakenError when the email or phone belongs to another account (decided by the unique
   * indexes, so two residents racing for one phone cannot both win).
   */
  update(userId: number, changes: ProfileChanges): Promise<UserRecord | null>;
  /**
   * Marks onboarding complete and adds the bonus points in one statement, only while it is not
   * complete yet: true when this call completed it, false when it already was (or the account is gone).
   */
  completeOnboarding(userId: number, bonusPoints: number): Promise<boolean>;
}
