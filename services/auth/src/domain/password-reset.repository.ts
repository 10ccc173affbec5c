import type { NewResetToken } from './password-reset';

export interface PasswordResetTokenRepository {
  create(token: NewResetToken): Promise<void>;
  /** The user of a token that is unused and unexpired at `now`; null for any other token. */
  liveOwnerOf(tokenHash: string, now: Date): Promise<number | null>;
  /**
   * Marks a live token used and answers its user; null when it is unknown, expired or already used
   * (also when another request consumed it a moment ago), so a token works exactly once.
   */
  consume(tokenHash: string, now: Date): Promise<number | null>;
  /** Removes the user's unused tokens: only the newest link, and none after a reset, still works. */
  deleteUnusedOf(userId: number): Promise<void>;
  /** Removes tokens past their expiry, used or not (periodic housekeeping). */
  deleteExpired(now: Date): Promise<number>;
}
