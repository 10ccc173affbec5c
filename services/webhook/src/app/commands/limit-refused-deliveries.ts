import { throttledNetworkOf, type Logger, type RateLimiter } from '@marketplace/service-kit';
import { RefusalsRateLimitedError } from '../../domain/errors';
import type { RejectedWebhookLog } from '../../domain/webhook-log';
import type { WebhookLogRepository } from '../../domain/webhook-log.repository';

/** At most one line a minute about dropped refusals, however many there are. */
const REPORT_INTERVAL_MS = 60_000;
const MAX_REPORTED_SOURCES = 20;

/**
 * The log with refused deliveries rate-limited per source network (an IPv4 address or an IPv6
 * /64): a refusal over the limit is not written and is refused as RefusalsRateLimitedError, which
 * the sender gets as 429. Accepted deliveries go through untouched whatever their source, so a
 * partner sharing an address with a forger still delivers. Limiting at the write, where the use
 * case has just decided to refuse, means nobody is limited before we know they were refused.
 * What was dropped is counted in a warning line: the first drop at once, then at most one line a
 * minute with the count since the previous line.
 */
export function limitRefusedDeliveries(
  logs: WebhookLogRepository,
  limiter: RateLimiter,
  logger: Pick<Logger, 'warn'>,
  now: () => number = Date.now,
): WebhookLogRepository {
  let dropped = 0;
  let sources = new Set<string>();
  let lastReportAt = -Infinity;
  const countDropped = (source: string) => {
    dropped += 1;
    if (sources.size < MAX_REPORTED_SOURCES) sources.add(source);
    if (now() - lastReportAt < REPORT_INTERVAL_MS) return;
    logger.warn(
      { droppedRefusals: dropped, sources: [...sources] },
      'refused webhooks over the per-address limit: answered 429, not logged',
    );
    lastReportAt = now();
    dropped = 0;
    sources = new Set();
  };
  return {
    recordAccepted: (log, event) => logs.recordAccepted(log, event),
    async recordRejected(log: RejectedWebhookLog) {
      const source = throttledNetworkOf(log.sourceIp ?? 'unknown');
      const decision = limiter.take(source);
      if (decision.allowed) return logs.recordRejected(log);
      countDropped(source);
      throw new RefusalsRateLimitedError(decision.retryAfterMs);
    },
  };
}
