import { randomUUID } from 'node:crypto';
import {
  parseOrderStatus,
  WEBHOOK_FAILURE_EVENTS,
  WEBHOOK_MESSAGES,
  WebhookPayloadSchema,
} from '@marketplace/contracts';
import type { WebhookHeaderBag } from '@marketplace/service-kit';
import { WebhookRejectedError, type WebhookRejectionKind } from '../../domain/errors';
import type { ActivePartnerSecrets } from '../../domain/partner-secret';
import { authenticateWebhook, bodySecretOf } from '../../domain/webhook-authentication';
import {
  describeUntrustedBody,
  nestsDeeperThan,
  loggedPartnerId,
  payloadWithoutSecret,
  WEBHOOK_BODY_MAX_DEPTH,
  type WebhookLogRecord,
} from '../../domain/webhook-log';
import type { WebhookLogRepository } from '../../domain/webhook-log.repository';
import { webhookReceivedEvent } from '../../domain/webhook-received';

/** A body the transport could not hand over as JSON. */
export interface BodyProblem {
  kind: 'invalid_json' | 'unsupported_media_type' | 'payload_too_large';
  message: string;
}

export interface IncomingWebhook {
  headers: WebhookHeaderBag;
  /** The body exactly as received; undefined when the transport did not read it. */
  rawBody: Buffer | undefined;
  /** The parsed JSON body. */
  body: unknown;
  bodyProblem?: BodyProblem;
  sourceIp: string | null;
  userAgent: string | null;
  /** When the request arrived (epoch ms); processing time counts from here. */
  receivedAt: number;
}

export interface ReceiveWebhookDeps {
  logs: WebhookLogRepository;
  /** WEBHOOK_SECRET: the default partner's. */
  secret: string;
  partnerSecrets: Pick<ActivePartnerSecrets, 'current'>;
  allowBodySecret: boolean;
  /** Told after an event was committed, so a relay publishes it without waiting for its next poll. */
  notifyOutbox: () => void;
  now?: () => number;
  newEventId?: () => string;
}

export interface ReceiveWebhookResult {
  /** The webhook id was already accepted: this delivery was logged and had no other effect. */
  duplicate: boolean;
}

/** Longer ids cannot be a sender's honest message id and would bloat the unique index. */
const WEBHOOK_ID_MAX_LENGTH = 256;

/**
 * Authenticates, validates and records one partner webhook. Every request leaves a log row; an
 * accepted one also leaves a `webhook.received` event in the same statement, once per webhook id.
 */
export async function receiveWebhook(
  deps: ReceiveWebhookDeps,
  request: IncomingWebhook,
): Promise<ReceiveWebhookResult> {
  const now = deps.now ?? Date.now;
  const receivedAt = new Date(request.receivedAt);
  const untrusted = describeUntrustedBody(request.body);
  const record = (fields: Partial<WebhookLogRecord> & Pick<WebhookLogRecord, 'event'>): WebhookLogRecord => ({
    webhookId: null,
    partnerId: null,
    orderId: untrusted.orderId,
    status: untrusted.status,
    payload: null,
    sourceIp: request.sourceIp,
    userAgent: request.userAgent,
    receivedAt,
    processingTimeMs: Math.max(0, Math.round(now() - request.receivedAt)),
    ...fields,
  });
  const reject = async (
    kind: WebhookRejectionKind,
    message: string,
    fields: Partial<WebhookLogRecord> & Pick<WebhookLogRecord, 'event'>,
    errorMessage = message,
  ): Promise<never> => {
    await deps.logs.recordRejected({ ...record(fields), errorMessage });
    throw new WebhookRejectedError(kind, message);
  };

  const { bodyProblem } = request;
  if (bodyProblem && bodyProblem.kind !== 'invalid_json') {
    return reject(bodyProblem.kind, bodyProblem.message, { event: WEBHOOK_FAILURE_EVENTS.invalidPayload });
  }

  const authentication = authenticateWebhook({
    headers: request.headers,
    rawBody: request.rawBody,
    bodySecret: bodySecretOf(request.body),
    body: request.body,
    secret: deps.secret,
    partnerSecrets: deps.partnerSecrets.current(),
    allowBodySecret: deps.allowBodySecret,
    now: new Date(now()),
  });
  if (!authentication.ok) {
    // Unreadable JSON without signature headers cannot carry a body secret: that is the sender's
    // formatting mistake, reported as such rather than as a failed authentication.
    if (bodyProblem && authentication.code === 'no_credentials') {
      return reject('invalid_payload', bodyProblem.message, { event: WEBHOOK_FAILURE_EVENTS.invalidPayload });
    }
    return reject(
      'unauthenticated',
      WEBHOOK_MESSAGES.invalidSignature,
      { event: WEBHOOK_FAILURE_EVENTS.authenticationFailed },
      authentication.reason,
    );
  }
  const { webhookId } = authentication;
  // Webhook ids are the partner's own: unique per partner, never across partners.
  const partnerId = loggedPartnerId(authentication.partner);
  const tooDeep = nestsDeeperThan(request.body, WEBHOOK_BODY_MAX_DEPTH);
  // A body too deep to store safely is logged without it.
  const payload = tooDeep ? null : payloadWithoutSecret(request.body);
  const invalid = (message: string) =>
    reject('invalid_payload', message, {
      event: untrusted.event ?? WEBHOOK_FAILURE_EVENTS.invalidPayload,
      webhookId,
      partnerId,
      payload,
    });

  if (bodyProblem) return invalid(bodyProblem.message);
  if (webhookId.length > WEBHOOK_ID_MAX_LENGTH) return invalid('webhook-id is too long');
  if (tooDeep) return invalid('Request body is nested too deeply');
  if (!payload) return invalid('Request body must be a JSON object');
  const parsed = WebhookPayloadSchema.safeParse(request.body);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'Invalid webhook payload');

  const { event, orderId, status: externalStatus } = parsed.data;
  const status = parseOrderStatus(externalStatus);
  if (!status) {
    return reject('unsupported_status', WEBHOOK_MESSAGES.unsupportedStatus(externalStatus), {
      event,
      webhookId,
      partnerId,
      orderId,
      status: externalStatus,
      payload,
    });
  }

  const result = await deps.logs.recordAccepted(
    record({ event, webhookId, partnerId, orderId, status: externalStatus, payload }),
    webhookReceivedEvent({
      id: (deps.newEventId ?? randomUUID)(),
      event,
      orderId,
      status,
      externalStatus,
      receivedAt,
      partner: authentication.partner,
    }),
  );
  if (!result.duplicate) deps.notifyOutbox();
  return result;
}
