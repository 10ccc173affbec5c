import type { RegisterRequest } from '@marketplace/contracts';
import { normalizeEmail, normalizePhone } from '../../domain/credentials';
import { DuplicateAccountError, InvalidPhoneError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { UserRecord } from '../../domain/user';
import { addressBucketKey, type AttemptCounter, type ThrottlePolicy } from '../../domain/throttle';
import type { UserRepository } from '../../domain/user.repository';
import { chargeAttempt } from './attempt-throttle';

export interface RegisterUserDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'register'>;
  now: Date;
}

/**
 * Every attempt counts against the client's address, before any work: an anonymous caller could
 * otherwise make us hash passwords and store accounts as fast as it can send, and probe which
 * emails and phones have accounts (the duplicate answer) without end.
 */
export async function registerUser(
  deps: RegisterUserDeps,
  { request, clientAddress }: { request: RegisterRequest; clientAddress: string },
): Promise<UserRecord> {
  await chargeAttempt(deps, [
    { key: addressBucketKey('register', clientAddress), rule: deps.throttling.register.perAddress },
  ]);
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
