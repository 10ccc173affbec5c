import { z } from 'zod';

/**
 * POST /api/webhook (admin spec 3, 7, Webhook Config tab; docs/architecture.md, Partners): what a partner
 * pushes, what it gets back, and the event names the webhook log and its reports use.
 */

/** Events a partner may push (admin spec: supported events). */
export const WEBHOOK_EVENTS = ['order.status_changed', 'order.created', 'order.cancelled'] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: (issue) => (issue.input === undefined ? 'event is required' : undefined),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/**
 * Names logged for requests refused before their payload could be trusted: a missing or wrong
 * signature, or a body that is not a valid payload. Together with WEBHOOK_EVENTS these are every
 * value the log's `event` column holds.
 */
export const WEBHOOK_FAILURE_EVENTS = {
  authenticationFailed: 'authentication_failed',
  invalidPayload: 'invalid_payload',
} as const;
export const WEBHOOK_LOG_EVENTS = [...WEBHOOK_EVENTS, ...Object.values(WEBHOOK_FAILURE_EVENTS)] as const;

export const WEBHOOK_MESSAGES = {
  processed: 'Webhook processed',
  invalidSignature: 'Invalid webhook signature',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedStatus: (status: string) => `Unsupported status: ${status}`,
  /** 429, with Retry-After: refused deliveries from one source address over WEBHOOK_REFUSED_PER_MINUTE. */
  tooManyRefused: 'Too many refused webhooks from this address. Please try again later.',
} as const;

/** Longest order reference and status word we keep; partners' ids are short, this bounds abuse. */
export const WEBHOOK_ORDER_ID_MAX_LENGTH = 100;
export const WEBHOOK_STATUS_MAX_LENGTH = 50;
/** Control characters (NUL among them, which PostgreSQL cannot store) have no place in ids and statuses. */
function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * The spec's payload. `orderId` is ours or the partner's external order id, a string or a number,
 * carried on as text. `status` is the partner's word; parseOrderStatus (order-status.ts) decides
 * whether it is one of ours. `secret` is the spec's older authentication form.
 */
export const WebhookPayloadSchema = z.object({
  event: z.enum(WEBHOOK_EVENTS, {
    error: (issue) => (issue.input === undefined ? 'event is required' : undefined),
  }),
  orderId: z
    .union(
      [
        z
          .string()
          .trim()
          .min(1, 'orderId must not be empty')
          .max(WEBHOOK_ORDER_ID_MAX_LENGTH, 'orderId is too long')
          .refine(hasNoControlCharacters, 'orderId must not contain control characters'),
        z.number().int().nonnegative('orderId must not be negative'),
      ],
      {
        error: (issue) =>
          issue.input === undefined ? 'orderId is required' : 'orderId must be a string or a whole number',
      },
    )
    .transform(String),
  status: z
    .string()
    .trim()
    .min(1, 'status must not be empty')
    .max(WEBHOOK_STATUS_MAX_LENGTH, 'status is too long')
    .refine(hasNoControlCharacters, 'status must not contain control characters'),
  secret: z.string().optional(),
  /** When the partner says the change happened: ISO 8601 or Unix time. Kept in the log, not trusted. */
  timestamp: z.union([z.string(), z.number()]).optional(),
});

export const WebhookAcceptedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** Present when this webhook-id was already processed: the delivery had no second effect. */
  duplicate: z.literal(true).optional(),
});
export type WebhookAcceptedResponse = z.infer<typeof WebhookAcceptedResponseSchema>;
