/** A memory-hard password KDF. Hashes are self-describing strings (PHC format). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends as long as verify() does, for a login whose account does not exist, so the answer time
   * does not tell an attacker which accounts exist.
   */
  verifyAgainstNothing(password: string): Promise<void>;
}
