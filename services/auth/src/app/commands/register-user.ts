import type { RegisterRequest } from '@marketplace/contracts';
import { normalizeEmail, normalizePhone } from '../../domain/credentials';
import { DuplicateAccountError, InvalidPhoneError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';

export interface RegisterUserDeps {
  users: UserRepository;
  hasher: PasswordHasher;
}

export async function registerUser(deps: RegisterUserDeps, request: RegisterRequest): Promise<UserRecord> {
  const email = normalizeEmail(request.email);
  const phone = normalizePhone(request.phone);
  if (!phone) throw new InvalidPhoneError();
  // Checked before hashing so a taken email costs no KDF time; the unique indexes still decide races.
  if (await deps.users.existsWithEmailOrPhone(email, phone)) throw new DuplicateAccountError();
  return deps.users.create({
    firstName: request.firstName,
    lastName: request.lastName,
    email,
    phone,
    passwordHash: await deps.hasher.hash(request.password),
  });
}
