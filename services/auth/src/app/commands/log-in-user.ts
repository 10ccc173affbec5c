import type { LoginRequest } from '@marketplace/contracts';
import { parseLoginIdentifier } from '../../domain/credentials';
import { InvalidPasswordError, UserNotFoundError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { SessionPolicy } from '../../domain/session';
import type { UserSessionRepository } from '../../domain/session.repository';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';
import { startSession, type ClientInfo } from './start-session';

export interface LogInUserDeps {
  users: UserRepository;
  sessions: UserSessionRepository;
  hasher: PasswordHasher;
  policy: SessionPolicy;
  now: Date;
}

/**
 * The spec tells "User not found" from "Invalid password" (customer spec 8); both paths still run
 * the KDF once, so the answer time gives nothing more away.
 */
export async function logInUser(request: LoginRequest, client: ClientInfo, deps: LogInUserDeps) {
  const user = await findAccount(request.emailOrPhone, deps.users);
  if (!user) {
    await deps.hasher.verifyAgainstNothing(request.password);
    throw new UserNotFoundError();
  }
  if (!(await deps.hasher.verify(user.passwordHash, request.password))) throw new InvalidPasswordError();
  const session = await startSession(user.id, client, {
    sessions: deps.sessions,
    policy: deps.policy,
    now: deps.now,
  });
  return { user, ...session };
}

async function findAccount(emailOrPhone: string, users: UserRepository): Promise<UserRecord | null> {
  const identifier = parseLoginIdentifier(emailOrPhone);
  if (identifier.kind === 'email') return users.findByEmail(identifier.email);
  if (identifier.kind === 'phone') return users.findByPhone(identifier.phone);
  return null;
}
