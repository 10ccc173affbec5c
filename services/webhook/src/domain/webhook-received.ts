import type { OrderStatus, WebhookEvent, WebhookPartner } from '@marketplace/contracts';
import type { PendingWebhookReceived } from './webhook-log';

/** CloudEvents `source` of everything this service emits. */
const WEBHOOK_EVENT_SOURCE = 'webhook';

export interface WebhookReceivedInput {
  id: string;
  event: WebhookEvent;
  /** As the partner sent it: its own order id, which the order service looks up among its orders. */
  orderId: string;
  status: OrderStatus;
  externalStatus: string;
  receivedAt: Date;
  /** Whose secret verified it: the order service applies it only to that partner's orders. */
  partner: WebhookPartner;
}

/** The event an accepted webhook emits; its subject (and Kafka key) is the order reference. */
export function webhookReceivedEvent(input: WebhookReceivedInput): PendingWebhookReceived {
  const time = input.receivedAt.toISOString();
  return {
    id: input.id,
    type: 'webhook.received',
    source: WEBHOOK_EVENT_SOURCE,
    time,
    subject: input.orderId,
    version: 1,
    data: {
      event: input.event,
      orderId: input.orderId,
      status: input.status,
      externalStatus: input.externalStatus,
      receivedAt: time,
      partner: input.partner,
    },
  };
}
