import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import { purgeExpiredRecords, type PurgeExpiredRecordsDeps } from '../../app/commands/purge-expired-records';

/** Runs the housekeeping use case now and every intervalMs, judged against the time of each run. */
export function startPurgeOfExpiredRecords(
  deps: Omit<PurgeExpiredRecordsDeps, 'now'> & { logger: Logger },
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'purge expired throttle windows, reset links and sessions',
    intervalMs,
    run: () => purgeExpiredRecords({ ...deps, now: new Date() }),
    logger: deps.logger,
  });
}
