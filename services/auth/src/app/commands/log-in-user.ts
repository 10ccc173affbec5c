import type { LoginRequest } from '@marketplace/contracts';
import { parseLoginIdentifier } from '../../domain/credentials';
import { InvalidPasswordError, UserNotFoundError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import type { SessionPolicy } from '../../domain/session';
import type { UserSessionRepository } from '../../domain/session.repository';
import {
  accountAddressBucketKey,
  accountBucketKey,
  addressBucketKey,
  type AttemptCounter,
  type ThrottlePolicy,
} from '../../domain/throttle';
import type { UserRepository } from '../../domain/user.repository';
import { chargeLogin, settleLogin, type LoginBuckets } from './attempt-throttle';
import { findAccount } from '../queries/find-account';
import { startSession, type ClientInfo } from './start-session';

export interface LogInUserDeps {
  users: UserRepository;
  sessions: UserSessionRepository;
  hasher: PasswordHasher;
  policy: SessionPolicy;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'login'>;
  now: Date;
}

/**
 * The spec tells "User not found" from "Invalid password" (customer spec 8); both paths run the
 * KDF exactly once (against a decoy hash when there is no account), so the answer time gives
 * nothing more away. Failed attempts make the account wait longer and longer at this address, and
 * count against the address's ceiling (see ThrottlePolicy); nothing counts the account from elsewhere,
 * so nobody can lock its owner out. A successful login forgets its own pair and takes back its own
 * count of the address, so logging into an account of one's own between guesses earns no new guesses.
 */
export async function logInUser(
  deps: LogInUserDeps,
  { request, client }: { request: LoginRequest; client: ClientInfo },
) {
  const user = await findAccount(deps, parseLoginIdentifier(request.emailOrPhone));
  const account = accountBucketKey('login', request.emailOrPhone, user?.id);
  const address = client.ip ?? 'unknown';
  const rules = deps.throttling.login;
  const buckets: LoginBuckets = {
    pair: { key: accountAddressBucketKey(account, address), rule: rules.perAccountAndAddress },
    address: { key: addressBucketKey('login', address), rule: rules.perAddress },
  };
  await chargeLogin(deps, buckets);
  const passwordMatches = await deps.hasher.verify(
    user?.passwordHash ?? (await deps.hasher.decoyHash()),
    request.password,
  );
  if (!user) throw new UserNotFoundError();
  if (!passwordMatches) throw new InvalidPasswordError();
  await settleLogin(deps, buckets);
  const session = await startSession(
    {
      sessions: deps.sessions,
      policy: deps.policy,
      now: deps.now,
    },
    { subjectId: user.id, client },
  );
  return { user, ...session };
}
