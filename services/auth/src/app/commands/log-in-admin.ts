import type { AdminLoginRequest } from '@marketplace/contracts';
import type { AdminRepository } from '../../domain/admin';
import { InvalidAdminCredentialsError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { SessionPolicy } from '../../domain/session';
import type { AdminSessionRepository } from '../../domain/session.repository';
import { startSession, type ClientInfo } from './start-session';

export interface LogInAdminDeps {
  admins: AdminRepository;
  sessions: AdminSessionRepository;
  hasher: PasswordHasher;
  policy: SessionPolicy;
  now: Date;
}

/** Unknown username and wrong password are one answer for administrators (admin spec 8). */
export async function logInAdmin(request: AdminLoginRequest, client: ClientInfo, deps: LogInAdminDeps) {
  const admin = await deps.admins.findByUsername(request.username);
  if (!admin) {
    await deps.hasher.verifyAgainstNothing(request.password);
    throw new InvalidAdminCredentialsError();
  }
  if (!(await deps.hasher.verify(admin.passwordHash, request.password)))
    throw new InvalidAdminCredentialsError();
  return startSession(admin.id, client, { sessions: deps.sessions, policy: deps.policy, now: deps.now });
}
