import { TooManyAttemptsError } from '../../domain/errors';
import type { AttemptCounter, LoginDelayRule, ThrottleBucket } from '../../domain/throttle';

export interface AttemptThrottleDeps {
  attempts: AttemptCounter;
  now: Date;
}

/**
 * Counts an attempt against every bucket before any work is done, and refuses it when one of them
 * is over its limit. Counting first (rather than checking, then counting failures) means attempts
 * fired in parallel cannot all slip past the check.
 */
export async function chargeAttempt(deps: AttemptThrottleDeps, buckets: ThrottleBucket[]): Promise<void> {
  const counts = await Promise.all(
    buckets.map((bucket) => deps.attempts.hit(bucket.key, bucket.rule.windowMs, deps.now)),
  );
  const waits = counts
    .filter((count, index) => count.attempts > buckets[index]!.rule.limit)
    .map((count) => count.windowEndsAt.getTime() - deps.now.getTime());
  if (waits.length > 0) throw new TooManyAttemptsError(Math.max(...waits));
}

/** Takes a charged attempt back from every bucket: it succeeded, so it was no guess. */
export async function refundAttempt(deps: AttemptThrottleDeps, buckets: ThrottleBucket[]): Promise<void> {
  await Promise.all(buckets.map((bucket) => deps.attempts.refund(bucket.key, deps.now)));
}

/** A login's counters: its account from its address (growing delays) and its address (a ceiling). */
export interface LoginBuckets {
  pair: { key: string; rule: LoginDelayRule };
  address: ThrottleBucket;
}

/**
 * Charges a login attempt, before the password is checked: refused (429, with the wait) while the pair
 * waits after its failures (nothing is counted then), or once the address is past its ceiling.
 */
export async function chargeLogin(deps: AttemptThrottleDeps, { pair, address }: LoginBuckets): Promise<void> {
  const delayed = await deps.attempts.hitDelayed(pair.key, pair.rule, deps.now);
  if (!delayed.counted) throw new TooManyAttemptsError(delayed.waitUntil.getTime() - deps.now.getTime());
  await chargeAttempt(deps, [address]);
}

/** A login that succeeded: its pair is forgotten and its address's count taken back. */
export async function settleLogin(deps: AttemptThrottleDeps, { pair, address }: LoginBuckets): Promise<void> {
  await Promise.all([deps.attempts.clear(pair.key), refundAttempt(deps, [address])]);
}
