import { TooManyAttemptsError } from '../../domain/errors';
import type { AttemptCounter, ThrottleBucket } from '../../domain/throttle';

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
