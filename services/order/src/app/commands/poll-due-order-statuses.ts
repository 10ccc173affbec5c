import {
  isPollDue,
  oldestPollableOrderTime,
  statusConfigFor,
  type OrderStatusConfigRepository,
} from '../../domain/order-status-config';
import { pollOrderStatus, type PollOrderStatusDeps, type PollResult } from './poll-order-status';

export interface PollDueOrderStatusesDeps extends PollOrderStatusDeps {
  configs: OrderStatusConfigRepository;
  /** Orders read from the database at a time. */
  batchSize: number;
}

export type PollRoundEntry = PollResult | { outcome: 'error'; orderId: number; error: string };

/**
 * One round of the status poller: every relayed, unfinished order whose category has an active
 * order status config is asked about, if the config's interval has passed and the order is younger
 * than its max age. One partner's failure does not stop the round; a shutdown (`signal`) does,
 * between two orders, so stopping the service never waits for a whole round of partner calls.
 */
export async function pollDueOrderStatuses(
  deps: PollDueOrderStatusesDeps,
  signal?: AbortSignal,
): Promise<PollRoundEntry[]> {
  const configs = await deps.configs.listActive();
  if (configs.length === 0) return [];
  const now = deps.clock();
  const query = {
    categoryIds: [...new Set(configs.flatMap((config) => config.categoryIds))],
    placedAfter: oldestPollableOrderTime(configs, now),
    limit: deps.batchSize,
  };
  const results: PollRoundEntry[] = [];
  // Every open order is looked at each round, page by page, so orders that are not due (or not
  // covered by a config in their current status) never crowd out those that are.
  for (let afterId = 0; ;) {
    const page = await deps.orders.listPollable({ ...query, afterId });
    for (const order of page) {
      if (signal?.aborted) return results;
      const config = statusConfigFor(order, configs);
      if (!config || !isPollDue(order, config, now)) continue;
      let failure: string | null = null;
      try {
        results.push(await pollOrderStatus(deps, { order, config }));
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        results.push({ outcome: 'error', orderId: order.id, error: failure });
      }
      await deps.configs.recordPoll(config.id, deps.clock(), failure);
    }
    if (page.length < query.limit) return results;
    afterId = page[page.length - 1]!.id;
  }
}
