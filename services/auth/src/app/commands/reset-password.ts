import type { ResetPasswordRequest } from '@marketplace/contracts';
import { InvalidResetTokenError } from '../../domain/errors';
import type { PasswordHasher } from '../../domain/password-hasher';
import { resetTokenHashOf } from '../../domain/password-reset';
import type { PasswordResetTokenRepository } from '../../domain/password-reset.repository';
import {
  addressBucketKey,
  userBucketKey,
  type AttemptCounter,
  type ThrottlePolicy,
} from '../../domain/throttle';
import type { UnitOfWork } from '../../domain/unit-of-work';
import { chargeAttempt } from './attempt-throttle';

export interface ResetPasswordDeps {
  resetTokens: PasswordResetTokenRepository;
  unitOfWork: UnitOfWork;
  hasher: PasswordHasher;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'resetPassword'>;
  now: Date;
}

/**
 * Sets a new password from a reset link. Using the token, writing the hash and ending every
 * session of the resident happen in one transaction: a reset that is answered as done has
 * signed out whoever else held the account, and a failed one has changed nothing. Attempts count
 * per address, and those with a live link also against its owner, whichever addresses send them.
 */
export async function resetPassword(
  deps: ResetPasswordDeps,
  { request, clientAddress }: { request: ResetPasswordRequest; clientAddress: string },
): Promise<{ userId: number }> {
  await chargeAttempt(deps, [
    {
      key: addressBucketKey('reset-password', clientAddress),
      rule: deps.throttling.resetPassword.perAddress,
    },
  ]);
  const tokenHash = resetTokenHashOf(request.token);
  // Checked before hashing so a dead link costs no KDF time; consume() below still decides races.
  const owner = tokenHash ? await deps.resetTokens.liveOwnerOf(tokenHash, deps.now) : null;
  if (!tokenHash || owner === null) throw new InvalidResetTokenError();
  await chargeAttempt(deps, [
    { key: userBucketKey('reset-password', owner), rule: deps.throttling.resetPassword.perAccount },
  ]);
  const passwordHash = await deps.hasher.hash(request.password);
  const userId = await deps.unitOfWork.run(async (tx) => {
    const consumedBy = await tx.resetTokens.consume(tokenHash, deps.now);
    if (consumedBy === null) throw new InvalidResetTokenError();
    await tx.users.setPasswordHash(consumedBy, passwordHash);
    await tx.userSessions.revokeAllOfSubject(consumedBy, deps.now);
    await tx.resetTokens.deleteUnusedOf(consumedBy);
    return consumedBy;
  });
  return { userId };
}
