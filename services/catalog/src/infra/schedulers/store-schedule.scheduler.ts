import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import {
  settleStoreSchedules,
  type SettleStoreSchedulesDeps,
} from '../../app/commands/settle-store-schedules';

/**
 * The schedule sweep on every replica (SKIP LOCKED shares the due stores): a store opens and closes
 * by its hours, and a pause ends, within one interval of its time. A sweep that changed a store's
 * open state drops every replica's read cache, as a member's switch does.
 */
export function startStoreScheduleSweep(
  deps: SettleStoreSchedulesDeps & { logger: Logger; storesChanged: (storeIds: readonly number[]) => void },
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'store-schedule-sweep',
    intervalMs,
    logger: deps.logger,
    run: async () => {
      const changed = await settleStoreSchedules(deps);
      if (changed.length === 0) return;
      deps.storesChanged(changed);
      deps.logger.info({ stores: changed }, 'stores opened or closed by their schedules');
    },
  });
}
