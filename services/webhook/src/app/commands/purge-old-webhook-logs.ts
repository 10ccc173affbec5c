import { deleteInBatches } from '@marketplace/db';
import type { WebhookLogRetention } from '../../domain/webhook-log.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Rows a statement deletes: small enough that no batch holds its row locks for long. */
export const PURGE_BATCH_SIZE = 5_000;

export interface PurgeOldWebhookLogsDeps {
  logs: WebhookLogRetention;
  retentionDays: number;
  now: Date;
  /** Stops between batches (the service is shutting down); the next run goes on from there. */
  signal?: AbortSignal;
  batchSize?: number;
}

/**
 * The moment before which log rows are deleted: the retention period back from now, down to the
 * UTC hour, so a run removes whole hours of the log and leaves no hour with part of its rows.
 */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  return new Date(Math.floor(cutoff / HOUR_MS) * HOUR_MS);
}

/**
 * Retention of the webhook log (WEBHOOK_LOG_RETENTION_DAYS): accepted and refused deliveries older
 * than the period go, batch by batch, each with its share of the hourly totals. Answers how many
 * rows were deleted.
 */
export async function purgeOldWebhookLogs(deps: PurgeOldWebhookLogsDeps): Promise<number> {
  const before = retentionCutoff(deps.now, deps.retentionDays);
  return deleteInBatches((limit) => deps.logs.deleteLoggedBefore(before, limit), {
    batchSize: deps.batchSize ?? PURGE_BATCH_SIZE,
    signal: deps.signal,
  });
}
