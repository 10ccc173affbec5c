import type { PasswordResetTokenRepository } from '../../domain/password-reset.repository';
import type { AttemptCounter } from '../../domain/throttle';

/** Housekeeping: closed throttle windows and expired reset links are of no further use. */
export async function purgeExpiredRecords(deps: {
  attempts: AttemptCounter;
  resetTokens: PasswordResetTokenRepository;
  now: Date;
}): Promise<{ throttleWindows: number; resetTokens: number }> {
  const [throttleWindows, resetTokens] = await Promise.all([
    deps.attempts.deleteClosed(deps.now),
    deps.resetTokens.deleteExpired(deps.now),
  ]);
  return { throttleWindows, resetTokens };
}
