import { Counter, type Registry } from 'prom-client';
import { RefusalsRateLimitedError, WebhookRejectedError } from '../domain/errors';

/** What became of a delivery: recorded, a repeat of a recorded one, refused, or failed on our side. */
export type DeliveryOutcome = 'accepted' | 'duplicate' | 'refused' | 'failed';

/** Counts one delivery: its outcome and, for a refusal, its kind (bounded: never the sender's words). */
export type CountDelivery = (outcome: DeliveryOutcome, reason: string) => void;

/** The reason label of an outcome that needs none. */
const NO_REASON = 'none';

/** webhooks_received_total on the service's registry, one series per outcome and reason. */
export function webhookDeliveryCounter(registry: Registry): CountDelivery {
  const counter = new Counter({
    name: 'webhooks_received_total',
    help: 'Partner webhooks received, by outcome (accepted, duplicate, refused, failed) and refusal reason',
    labelNames: ['outcome', 'reason'],
    registers: [registry],
  });
  return (outcome, reason) => counter.inc({ outcome, reason });
}

export const countAccepted = (count: CountDelivery | undefined, duplicate: boolean): void =>
  count?.(duplicate ? 'duplicate' : 'accepted', NO_REASON);

/** A delivery the use case threw on: refused by kind (or rate_limited), anything else failed. */
export function countThrown(count: CountDelivery | undefined, error: unknown): void {
  if (!count) return;
  if (error instanceof WebhookRejectedError) count('refused', error.kind);
  else if (error instanceof RefusalsRateLimitedError) count('refused', 'rate_limited');
  else count('failed', 'error');
}
