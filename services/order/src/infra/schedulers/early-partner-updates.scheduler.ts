import { startPeriodicTask, type Logger, type PeriodicTask } from '@marketplace/service-kit';
import {
  sweepEarlyPartnerUpdates,
  type SweepEarlyPartnerUpdatesDeps,
} from '../../app/commands/apply-early-partner-updates';

/**
 * Sweeps the kept early partner updates every intervalMs: the relay applies them as soon as it
 * stores its partner's order id, and this catches what it could not and drops the hopeless.
 */
export function startEarlyPartnerUpdatesSweep(
  deps: SweepEarlyPartnerUpdatesDeps & { logger: Logger },
  intervalMs: number,
): PeriodicTask {
  return startPeriodicTask({
    name: 'early-partner-updates-sweep',
    intervalMs,
    logger: deps.logger,
    run: async () => {
      const { applied, dropped } = await sweepEarlyPartnerUpdates(deps);
      if (applied > 0) deps.logger.info({ applied }, 'early partner updates applied');
      if (dropped > 0)
        deps.logger.warn({ dropped }, 'early partner updates dropped: their order never became known');
    },
  });
}
