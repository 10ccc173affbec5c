import { createHash } from 'node:crypto';
import { WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS } from '@marketplace/contracts';

/**
 * The spec's older delivery form, the secret in the JSON body (WEBHOOK_ALLOW_BODY_SECRET, off in
 * production), held to the signed form's rules (decision 176): its `timestamp`, when it sends one,
 * must be within the same tolerance as a `webhook-timestamp`, and it is deduplicated by what it
 * says (its identity), never by its bytes, so a re-serialised replay is still a duplicate.
 */

/** Marks the webhook ids derived from a body-secret delivery's identity. */
export const BODY_SECRET_ID_PREFIX = 'body:';

/** Milliseconds from which a number is taken as Unix milliseconds rather than seconds (year 5138 in seconds). */
const UNIX_MILLISECONDS_FROM = 1e11;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The body's `timestamp` as an instant: ISO 8601 with its offset, or Unix time (seconds, or
 * milliseconds when that large), as a number or digits. undefined: none sent; null: unreadable.
 */
export function bodyTimestampOf(body: unknown): Date | null | undefined {
  const value = asObject(body).timestamp;
  if (value === undefined) return undefined;
  let epoch: number | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) epoch = value;
  else if (typeof value === 'string' && /^\d{1,16}(\.\d+)?$/.test(value.trim())) epoch = Number(value.trim());
  if (epoch !== undefined) {
    const ms = Math.abs(epoch) >= UNIX_MILLISECONDS_FROM ? epoch : epoch * 1000;
    return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(Math.round(ms)) : null;
  }
  if (typeof value === 'string' && ISO_8601.test(value.trim())) {
    const ms = Date.parse(value.trim());
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return null;
}

export type BodyTimestampCheck = 'fresh' | 'absent' | 'unreadable' | 'out_of_tolerance';

/** Whether the body's timestamp lets the delivery through, with the signed form's tolerance. */
export function checkBodyTimestamp(body: unknown, now: Date): BodyTimestampCheck {
  const at = bodyTimestampOf(body);
  if (at === undefined) return 'absent';
  if (at === null) return 'unreadable';
  return Math.abs(now.getTime() - at.getTime()) > WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS * 1000
    ? 'out_of_tolerance'
    : 'fresh';
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : (value ?? null);

/**
 * The webhook id of a body-secret delivery: `body:` and the SHA-256 of what it says (event, order
 * id, status and the instant of its timestamp, as the payload schema reads them), so key order,
 * spacing, the secret's place or another spelling of the same instant make no other delivery. The
 * partner is not in it: webhook ids are unique per partner (the log's partner_id) already.
 */
export function bodySecretWebhookId(body: unknown): string {
  const fields = asObject(body);
  const identity = JSON.stringify([
    textOf(fields.event),
    textOf(fields.orderId),
    textOf(fields.status),
    bodyTimestampOf(body)?.toISOString() ?? null,
  ]);
  return `${BODY_SECRET_ID_PREFIX}${createHash('sha256').update(identity).digest('hex')}`;
}
