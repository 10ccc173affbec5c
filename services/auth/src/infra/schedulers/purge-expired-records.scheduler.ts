import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import type { AttemptCounter } from '../../domain/throttle';
import type { PasswordResetTokenRepository } from '../../domain/password-reset.repository';
import { purgeExpiredRecords } from '../../app/commands/purge-expired-records';

/** Runs the housekeeping use case now and every intervalMs, judged against the time of each run. */
export function startPurgeOfExpiredRecords(
  deps: { attempts: AttemptCounter; resetTokens: PasswordResetTokenRepository; logger: Logger },
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'purge expired throttle windows and reset links',
    intervalMs,
    run: () =>
      purgeExpiredRecords({ attempts: deps.attempts, resetTokens: deps.resetTokens, now: new Date() }),
    logger: deps.logger,
  });
}
