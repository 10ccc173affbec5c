import {
  isPollDue,
  oldestPollableOrderTime,
  statusConfigFor,
  type OrderStatusConfig,
  type OrderStatusConfigRepository,
} from '../../domain/order-status-config';
import type { Order } from '../../domain/order';
import { pollOrderStatus, type PollOrderStatusDeps, type PollResult } from './poll-order-status';

export interface PollDueOrderStatusesDeps extends PollOrderStatusDeps {
  configs: OrderStatusConfigRepository;
  /** Orders read from the database at a time. */
  batchSize: number;
  /** Partner calls in flight at once in one round (each one order's whole poll, retries included). */
  concurrency: number;
}

/** What a round did with one order it asked about. */
export type PollRoundEntry =
  Exclude<PollResult, { outcome: 'not_claimed' }> | { outcome: 'error'; orderId: number; error: string };

const MINUTE_MS = 60_000;

/**
 * One round of the status poller: every relayed, unfinished order whose category has an active
 * order status config is asked about, if the config's interval has passed and the order is younger
 * than its max age, up to `concurrency` orders at a time. Each order is claimed before its call
 * (pollOrderStatus), so replicas running rounds at once share the orders and none is asked twice
 * within its interval. One partner's failure does not stop the round; a shutdown (`signal`) does,
 * once the calls in flight end, so stopping the service never waits for a whole round.
 */
export async function pollDueOrderStatuses(
  deps: PollDueOrderStatusesDeps,
  signal?: AbortSignal,
): Promise<PollRoundEntry[]> {
  const configs = await deps.configs.listActive();
  if (configs.length === 0) return [];
  const due = dueOrders(deps, configs);
  const results: PollRoundEntry[] = [];
  // The workers share one generator: its next() calls queue, so each due order goes to one worker.
  const worker = async () => {
    for (let next = await due.next(); !next.done && !signal?.aborted; next = await due.next()) {
      const entry = await pollDueOrder(deps, next.value);
      if (entry) results.push(entry);
    }
  };
  // Settled, not all: a failing worker (the database) must not end the round while others still call.
  const workers = await Promise.allSettled(Array.from({ length: deps.concurrency }, worker));
  const failed = workers.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}

/**
 * Every open order due by its config, page by page: all are looked at each round, so orders that
 * are not due (or not covered by a config in their current status) never crowd out those that are.
 */
async function* dueOrders(
  deps: PollDueOrderStatusesDeps,
  configs: OrderStatusConfig[],
): AsyncGenerator<{ order: Order; config: OrderStatusConfig }> {
  const now = deps.clock();
  const query = {
    categoryIds: [...new Set(configs.flatMap((config) => config.categoryIds))],
    placedAfter: oldestPollableOrderTime(configs, now),
    limit: deps.batchSize,
  };
  for (let afterId = 0; ;) {
    const page = await deps.orders.listPollable({ ...query, afterId });
    for (const order of page) {
      const config = statusConfigFor(order, configs);
      if (config && isPollDue(order, config, now)) yield { order, config };
    }
    if (page.length < query.limit) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** Asks about one order; null when another replica (or a refresh) has it, so nothing was asked. */
async function pollDueOrder(
  deps: PollDueOrderStatusesDeps,
  { order, config }: { order: Order; config: OrderStatusConfig },
): Promise<PollRoundEntry | null> {
  let entry: PollResult | PollRoundEntry;
  try {
    entry = await pollOrderStatus(deps, {
      order,
      config,
      minIntervalMs: config.fetchIntervalMinutes * MINUTE_MS,
    });
  } catch (error) {
    entry = {
      outcome: 'error',
      orderId: order.id,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  if (entry.outcome === 'not_claimed') return null;
  await deps.configs.recordPoll(config.id, deps.clock(), entry.outcome === 'error' ? entry.error : null);
  return entry;
}
