import type { Logger } from '@marketplace/service-kit';
import {
  relayCancellationToPartner,
  type RelayCancellationDeps,
} from '../../app/commands/relay-cancellation-to-partner';
import { listDuePartnerCancels } from '../../app/queries/list-due-partner-cancels';
import { OrderRetryQueue } from './order-retry-queue';

/** Due cancellations the safety sweep picks up at a time. */
const DUE_CANCELS_PER_SWEEP = 50;

interface PartnerCancelDeps extends RelayCancellationDeps {
  logger: Logger;
}

/**
 * Tells partners of residents' cancellations: the cancelling commit enqueues the first attempt, a failed
 * attempt is retried after the command's backoff, and the sweep picks up what a restart interrupted.
 */
export function createPartnerCancelScheduler(
  deps: PartnerCancelDeps,
  sweepIntervalMs: number,
): OrderRetryQueue {
  return new OrderRetryQueue({
    name: 'partner-cancel-sweep',
    logger: deps.logger,
    sweepIntervalMs,
    listDue: () => listDuePartnerCancels(deps, DUE_CANCELS_PER_SWEEP),
    attempt: (orderId) => attempt(deps, orderId),
  });
}

async function attempt(deps: PartnerCancelDeps, orderId: number): Promise<number | undefined> {
  const logger = deps.logger.child({ orderId });
  const result = await relayCancellationToPartner(deps, orderId);
  switch (result.outcome) {
    case 'sent':
      logger.info(
        { externalOrderId: result.externalOrderId, partnerStatus: result.partnerStatus },
        "resident's cancellation sent to partner",
      );
      return undefined;
    case 'not_required':
      logger.info('cancelled order never reached its partner; nothing to tell');
      return undefined;
    case 'waiting_for_relay':
      logger.debug({ retryInMs: result.delayMs }, 'cancellation waits for the relay of the order to settle');
      return result.delayMs;
    case 'retry_scheduled':
      logger.warn(
        { attempts: result.attempts, retryInMs: result.delayMs, error: result.error },
        'telling the partner of a cancellation failed; will retry',
      );
      return result.delayMs;
    case 'failed':
      logger.error(
        { attempts: result.attempts, error: result.error },
        'telling the partner of a cancellation gave up',
      );
      return undefined;
    case 'skipped':
      return undefined;
  }
}
