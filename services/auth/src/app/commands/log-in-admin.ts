import type { AdminLoginRequest } from '@marketplace/contracts';
import type { AdminRepository } from '../../domain/admin';
import { InvalidAdminCredentialsError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { SessionPolicy } from '../../domain/session';
import type { AdminSessionRepository } from '../../domain/session.repository';
import {
  accountAddressBucketKey,
  addressBucketKey,
  adminBucketKey,
  type AttemptCounter,
  type ThrottlePolicy,
} from '../../domain/throttle';
import { chargeAttempt, refundAttempt } from './attempt-throttle';
import { startSession, type ClientInfo } from './start-session';

export interface LogInAdminDeps {
  admins: AdminRepository;
  sessions: AdminSessionRepository;
  hasher: PasswordHasher;
  policy: SessionPolicy;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'login'>;
  now: Date;
}

/**
 * Unknown username and wrong password are one answer for administrators (admin spec 8). Attempts
 * are throttled like residents' logins (per username from one address, per username, per client
 * address): the back-office is the most valuable account to guess.
 */
export async function logInAdmin(
  deps: LogInAdminDeps,
  { request, client }: { request: AdminLoginRequest; client: ClientInfo },
) {
  const account = adminBucketKey(request.username);
  const address = client.ip ?? 'unknown';
  const rules = deps.throttling.login;
  const buckets = [
    { key: accountAddressBucketKey(account, address), rule: rules.perAccountAndAddress },
    { key: account, rule: rules.perAccount },
    { key: addressBucketKey('admin-login', address), rule: rules.perAddress },
  ];
  await chargeAttempt(deps, buckets);
  const admin = await deps.admins.findByUsername(request.username);
  // One KDF run either way (a decoy hash for an unknown name), so timing does not reveal usernames.
  const passwordMatches = await deps.hasher.verify(
    admin?.passwordHash ?? (await deps.hasher.decoyHash()),
    request.password,
  );
  if (!admin || !passwordMatches) throw new InvalidAdminCredentialsError();
  await refundAttempt(deps, buckets);
  return startSession(
    { sessions: deps.sessions, policy: deps.policy, now: deps.now },
    { subjectId: admin.id, client },
  );
}
