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
import { chargeAttempt, refundAttempt } from './attempt-throttle';
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
 * nothing more away. Failed attempts count against the account from this address, the account
 * from anywhere and the client's address (see ThrottlePolicy); a successful one takes back only its own count, so logging into an account of one's own between
 * guesses earns no new guesses.
 */
export async function logInUser(
  deps: LogInUserDeps,
  { request, client }: { request: LoginRequest; client: ClientInfo },
) {
  const user = await findAccount(deps, parseLoginIdentifier(request.emailOrPhone));
  const account = accountBucketKey('login', request.emailOrPhone, user?.id);
  const address = client.ip ?? 'unknown';
  const rules = deps.throttling.login;
  const buckets = [
    { key: accountAddressBucketKey(account, address), rule: rules.perAccountAndAddress },
    { key: account, rule: rules.perAccount },
    { key: addressBucketKey('login', address), rule: rules.perAddress },
  ];
  await chargeAttempt(deps, buckets);
  const passwordMatches = await deps.hasher.verify(
    user?.passwordHash ?? (await deps.hasher.decoyHash()),
    request.password,
  );
  if (!user) throw new UserNotFoundError();
  if (!passwordMatches) throw new InvalidPasswordError();
  await refundAttempt(deps, buckets);
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
