import type { PartnerWebhookPayload } from '@marketplace/contracts';
import type { PartnerOrder } from './partner-order';

/** Tells the marketplace about an order's new status; delivery happens in the background. */
export interface OrderWebhookPublisher {
  publish(payload: PartnerWebhookPayload): void;
}

export function webhookPayloadFor(order: PartnerOrder): PartnerWebhookPayload {
  return {
    event: order.status === 'cancelled' ? 'order.cancelled' : 'order.status_changed',
    orderId: order.id,
    status: order.status,
    timestamp: order.updatedAt.toISOString(),
  };
}
