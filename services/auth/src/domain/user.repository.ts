import type { NewUser, UserRecord } from './user';

export interface UserRepository {
  /** Throws DuplicateAccountError when the email or phone is taken (also under a race). */
  create(user: NewUser): Promise<UserRecord>;
  findById(id: number): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findByPhone(phone: string): Promise<UserRecord | null>;
  /** Whether any account already holds this email or this phone. */
  existsWithEmailOrPhone(email: string | null, phone: string | null): Promise<boolean>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  /** Residents whose own community is this one or who saved an address in it, each counted once. */
  countInCommunity(communityId: number): Promise<number>;
}
