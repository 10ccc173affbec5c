import { randomUUID } from 'node:crypto';
import type { PartnerWebhookPayload } from '@marketplace/contracts';
import { fetchWithTimeout, webhookHeaders, type Logger } from '@marketplace/service-kit';
import type { OrderWebhookPublisher } from '../domain/order-webhooks';

export interface SignedWebhookPublisherOptions {
  url: string;
  secret: string;
  logger: Logger;
  /** Attempts per message, the first one included. */
  maxAttempts: number;
  /** Wait before the first retry; doubles after each failure up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** Per attempt, connection and answer together. */
  timeoutMs: number;
  clock?: () => Date;
}

interface Message {
  /** Standard Webhooks idempotency key: the same on every attempt, so the receiver can drop repeats. */
  id: string;
  body: string;
  payload: PartnerWebhookPayload;
}

type AttemptOutcome =
  | { delivered: true; httpStatus: number }
  | { delivered: false; retryable: boolean; httpStatus?: number; error: string };

const MAX_LOGGED_ANSWER = 300;

/** Receiver overload and timeouts are temporary; any other 4xx means the message itself was refused. */
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** fetch reports 'fetch failed'; the reason (ECONNREFUSED, a timeout) sits in its cause. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const reason = cause?.code ?? cause?.message;
  return reason ? `${error.message}: ${reason}` : error.message;
}

/**
 * Pushes order updates to the marketplace, signed the Standard Webhooks way, with bounded
 * exponential-backoff retries. Each order has its own queue, so one order's updates arrive in the
 * order they happened while a failing delivery never holds up other orders.
 */
export class SignedWebhookPublisher implements OrderWebhookPublisher {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly wakers = new Set<() => void>();
  private readonly aborter = new AbortController();
  private stopped = false;

  constructor(private readonly options: SignedWebhookPublisherOptions) {}

  publish(payload: PartnerWebhookPayload): void {
    if (this.stopped) return;
    const message: Message = { id: `msg_${randomUUID()}`, body: JSON.stringify(payload), payload };
    const key = payload.orderId;
    const queued = (this.queues.get(key) ?? Promise.resolve()).then(() => this.deliver(message));
    this.queues.set(key, queued);
    void queued.then(() => {
      if (this.queues.get(key) === queued) this.queues.delete(key);
    });
  }

  /** Abandons pending retries and in-flight requests, and resolves once every queue has let go. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    for (const wake of [...this.wakers]) wake();
    await Promise.allSettled([...this.queues.values()]);
  }

  private async deliver(message: Message): Promise<void> {
    const { logger, maxAttempts } = this.options;
    const context = {
      webhookId: message.id,
      orderId: message.payload.orderId,
      status: message.payload.status,
    };
    for (let attempt = 1; attempt <= maxAttempts && !this.stopped; attempt++) {
      const outcome = await this.attempt(message);
      if (outcome.delivered) {
        logger.info({ ...context, attempt, httpStatus: outcome.httpStatus }, 'webhook delivered');
        return;
      }
      if (this.stopped) break;
      const failure = { ...context, attempt, httpStatus: outcome.httpStatus, error: outcome.error };
      if (!outcome.retryable) {
        logger.warn(failure, 'webhook refused by the receiver; not retrying');
        return;
      }
      if (attempt === maxAttempts) {
        logger.error(failure, 'webhook delivery failed; giving up');
        return;
      }
      const delayMs = this.retryDelay(attempt);
      logger.warn({ ...failure, retryInMs: delayMs }, 'webhook delivery failed; will retry');
      await this.sleep(delayMs);
    }
    logger.info(context, 'webhook delivery abandoned at shutdown');
  }

  private async attempt(message: Message): Promise<AttemptOutcome> {
    const timestamp = Math.floor((this.options.clock?.() ?? new Date()).getTime() / 1000);
    try {
      const response = await fetchWithTimeout(
        this.options.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'SpiceRoute-Webhooks/1.0',
            ...webhookHeaders({ id: message.id, timestamp, body: message.body, secret: this.options.secret }),
          },
          body: message.body,
          signal: this.aborter.signal,
          timeoutMs: this.options.timeoutMs,
        },
        // describeFailure below reads fetch's own error, whatever stopped the delivery.
        (_timedOut, error) => error,
      );
      // Read the answer so the connection is reused and a refusal's reason reaches the log.
      const answer = (await response.text()).slice(0, MAX_LOGGED_ANSWER);
      if (response.ok) return { delivered: true, httpStatus: response.status };
      return {
        delivered: false,
        retryable: isRetryableStatus(response.status),
        httpStatus: response.status,
        error: answer || response.statusText,
      };
    } catch (error) {
      return { delivered: false, retryable: true, error: describeFailure(error) };
    }
  }

  private retryDelay(failedAttempt: number): number {
    return Math.min(this.options.retryBaseMs * 2 ** (failedAttempt - 1), this.options.maxRetryDelayMs);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }
}
