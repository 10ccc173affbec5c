import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '../../domain/password-hasher';

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The library's default algorithm is argon2id
 * (its Algorithm enum is a const enum that isolated-module builds cannot reference).
 */
const ARGON2_OPTIONS: Readonly<Options> = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class Argon2PasswordHasher implements PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly options: Options = ARGON2_OPTIONS) {}

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as a wrong password, not as a server error.
      return false;
    }
  }

  decoyHash(): Promise<string> {
    // Made once: verifying against it is what costs time, not making it.
    this.decoy ??= this.hash(randomBytes(16).toString('base64url'));
    return this.decoy;
  }
}
