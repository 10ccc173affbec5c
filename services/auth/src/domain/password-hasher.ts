/** A memory-hard password KDF. Hashes are self-describing strings (PHC format). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * A hash of an unknown random password, made with the live parameters. A login for an account
   * that does not exist verifies against it, so it costs what a real account costs and the answer
   * time does not tell an attacker which accounts exist.
   */
  decoyHash(): Promise<string>;
}
