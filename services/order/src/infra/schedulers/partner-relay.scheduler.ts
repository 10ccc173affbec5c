import type { Logger } from '@marketplace/service-kit';
import { relayOrderToPartner, type RelayOrderDeps } from '../../app/commands/relay-order-to-partner';
import { listDueRelays } from '../../app/queries/list-due-relays';
import { OrderRetryQueue } from './order-retry-queue';

/** Due relays the safety sweep picks up at a time. */
const DUE_RELAYS_PER_SWEEP = 50;

interface PartnerRelayDeps extends RelayOrderDeps {
  logger: Logger;
}

/**
 * Drives relays to partners: an order.created event enqueues the first attempt, a failed attempt
 * schedules its retry after the backoff the command chose, and a periodic sweep picks up any pending
 * relay whose retry timer did not survive a restart.
 */
export function createPartnerRelayScheduler(
  deps: PartnerRelayDeps,
  sweepIntervalMs: number,
): OrderRetryQueue {
  return new OrderRetryQueue({
    name: 'partner-order-relay-sweep',
    logger: deps.logger,
    sweepIntervalMs,
    listDue: () => listDueRelays(deps, DUE_RELAYS_PER_SWEEP),
    attempt: (orderId) => attempt(deps, orderId),
  });
}

/** One relay attempt, logged; the delay before the next attempt when one is due. */
async function attempt(deps: PartnerRelayDeps, orderId: number): Promise<number | undefined> {
  const logger = deps.logger.child({ orderId });
  const result = await relayOrderToPartner(deps, orderId);
  switch (result.outcome) {
    case 'relayed':
      logger.info({ externalOrderId: result.externalOrderId }, 'order relayed to partner');
      if (result.earlyUpdatesError !== undefined)
        logger.warn(
          { err: result.earlyUpdatesError },
          'early partner updates not applied at once; the sweep will',
        );
      return undefined;
    case 'retry_scheduled':
      logger.warn(
        { attempts: result.attempts, retryInMs: result.delayMs, error: result.error },
        'partner relay failed; will retry',
      );
      return result.delayMs;
    case 'failed':
      logger.error(
        { attempts: result.attempts, error: result.error },
        'partner relay gave up; order marked relay failed',
      );
      return undefined;
    case 'skipped':
      return undefined;
  }
}
