import {
  WEBHOOK_EVENTS,
  WEBHOOK_ORDER_ID_MAX_LENGTH,
  WEBHOOK_STATUS_MAX_LENGTH,
  type EventData,
  type EventEnvelope,
  type WebhookAnalyticsResponse,
  type WebhookEvent,
  type WebhookPartner,
} from '@marketplace/contracts';

/** What the log keeps of every request to POST /api/webhook, accepted or not. */
export interface WebhookLogRecord {
  /**
   * Standard Webhooks id, or for the body-secret form `body:` and the hash of what the body says
   * (bodySecretWebhookId), so a replay is a duplicate; null when the request had none we trust.
   */
  webhookId: string | null;
  /**
   * The partner whose secret verified the request (category config id); null for the default
   * partner, or when nothing verified (also when left out). Webhook ids are unique per partner.
   */
  partnerId?: number | null;
  event: string;
  orderId: string | null;
  /** The partner's status word as sent. */
  status: string | null;
  /** From the request's arrival until its row is written. */
  processingTimeMs: number;
  sourceIp: string | null;
  userAgent: string | null;
  /** The parsed body without its secret; null when the sender was not authenticated. */
  payload: Record<string, unknown> | null;
  receivedAt: Date;
}

/** The log's partner_id of a verified partner: its id, or null for the default partner. */
export const loggedPartnerId = (partner: WebhookPartner): number | null =>
  partner.kind === 'partner' ? partner.id : null;

export interface RejectedWebhookLog extends WebhookLogRecord {
  errorMessage: string;
}

/** The `webhook.received` event of an accepted delivery, before its log row (and so its id) exists. */
export type PendingWebhookReceived = Omit<EventEnvelope<'webhook.received'>, 'data'> & {
  data: Omit<EventData<'webhook.received'>, 'webhookLogId'>;
};

/** One row as analytics lists it. */
export interface WebhookLogSummary {
  id: number;
  createdAt: Date;
  event: string;
  orderId: string | null;
  success: boolean;
  processingTimeMs: number;
  sourceIp: string | null;
  userAgent: string | null;
}

export interface WebhookLogTotals {
  total: number;
  successful: number;
  /** Null when the window holds no request. */
  averageProcessingTimeMs: number | null;
  maxProcessingTimeMs: number | null;
}

export interface WebhookEventCount {
  event: string;
  count: number;
}

const USER_AGENT_MAX_LENGTH = 500;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as the log may keep it: a JSON object minus the shared secret, never the secret itself. */
export function payloadWithoutSecret(body: unknown): Record<string, unknown> | null {
  if (!isPlainObject(body)) return null;
  const { secret: _secret, ...rest } = body;
  return rest;
}

/**
 * What can be said about a body that failed validation, for the log's columns: the event when it is
 * one we know, and the order id and status when they are short scalars.
 */
export function describeUntrustedBody(body: unknown): {
  event: WebhookEvent | null;
  orderId: string | null;
  status: string | null;
} {
  if (!isPlainObject(body)) return { event: null, orderId: null, status: null };
  const { event, orderId, status } = body;
  return {
    event: (WEBHOOK_EVENTS as readonly unknown[]).includes(event) ? (event as WebhookEvent) : null,
    orderId:
      (typeof orderId === 'string' || typeof orderId === 'number') &&
      String(orderId).length <= WEBHOOK_ORDER_ID_MAX_LENGTH
        ? String(orderId)
        : null,
    status: typeof status === 'string' && status.length <= WEBHOOK_STATUS_MAX_LENGTH ? status : null,
  };
}

/** Deeper than any partner payload needs; deeper bodies cannot be stored or serialised safely. */
export const WEBHOOK_BODY_MAX_DEPTH = 32;

/** True when arrays and objects nest deeper than `maxDepth`; walks without recursion. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

export function truncateUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

export const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

export const timeframeLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The spec's statistics: success rate in percent with one decimal, times in milliseconds. */
export function webhookStatistics(totals: WebhookLogTotals): WebhookAnalyticsResponse['statistics'] {
  return {
    totalRequests: totals.total,
    successfulRequests: totals.successful,
    failedRequests: totals.total - totals.successful,
    successRate: totals.total === 0 ? 0 : roundTo((totals.successful / totals.total) * 100, 1),
    averageProcessingTime: roundTo(totals.averageProcessingTimeMs ?? 0, 2),
    maxProcessingTime: totals.maxProcessingTimeMs ?? 0,
  };
}
