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
import { chargeLogin, settleLogin, type LoginBuckets } from './attempt-throttle';
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
 * are throttled like residents' logins (growing delays per username from one address, a ceiling per
 * client address): the back-office is the most valuable account to guess.
 */
export async function logInAdmin(
  deps: LogInAdminDeps,
  { request, client }: { request: AdminLoginRequest; client: ClientInfo },
) {
  const account = adminBucketKey(request.username);
  const address = client.ip ?? 'unknown';
  const rules = deps.throttling.login;
  const buckets: LoginBuckets = {
    pair: { key: accountAddressBucketKey(account, address), rule: rules.perAccountAndAddress },
    address: { key: addressBucketKey('admin-login', address), rule: rules.perAddress },
  };
  await chargeLogin(deps, buckets);
  const admin = await deps.admins.findByUsername(request.username);
  // One KDF run either way (a decoy hash for an unknown name), so timing does not reveal usernames.
  const passwordMatches = await deps.hasher.verify(
    admin?.passwordHash ?? (await deps.hasher.decoyHash()),
    request.password,
  );
  if (!admin || !passwordMatches) throw new InvalidAdminCredentialsError();
  await settleLogin(deps, buckets);
  return startSession(
    { sessions: deps.sessions, policy: deps.policy, now: deps.now },
    { subjectId: admin.id, client },
  );
}
