import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';

/** The resident behind a session or named by another service; null when the account is gone. */
export function getUser(deps: { users: UserRepository }, id: number): Promise<UserRecord | null> {
  return deps.users.findById(id);
}
