import type { LoginIdentifier } from '../../domain/credentials';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';

/** The resident an "email or phone" names, as login and forgot-password read it. */
export function findAccount(
  deps: { users: UserRepository },
  identifier: LoginIdentifier,
): Promise<UserRecord | null> {
  if (identifier.kind === 'email') return deps.users.findByEmail(identifier.email);
  if (identifier.kind === 'phone') return deps.users.findByPhone(identifier.phone);
  return Promise.resolve(null);
}
