import type { EventEnvelope, OrderStatus } from '@marketplace/contracts';
import type { OrderUnitOfWork } from '../../domain/unit-of-work';
import { applyOrderStatus, type ApplyStatusResult } from '../commands/apply-order-status';

/**
 * What became of one partner update, with what named it. kept_early: it names no order yet, but a
 * relay in flight may store it as its partner's order id; unknown_order: it names none of ours.
 */
export type WebhookStatusResult = { eventId: string; reference: string; status: OrderStatus } & (
  ApplyStatusResult | { outcome: 'kept_early' }
);

/**
 * webhook.received: the partners' pushed statuses, applied to the orders they name inside the
 * consumer's transaction, a batch of events at a time (one lookup for the batch). An update
 * naming no order while a relay is in flight may be for that order, whose partner id the relay has
 * not stored yet: it is kept, and applied once the id is stored (applyEarlyPartnerUpdates).
 */
export async function onWebhookReceived(
  unit: OrderUnitOfWork,
  events: readonly EventEnvelope<'webhook.received'>[],
): Promise<WebhookStatusResult[]> {
  if (events.length === 0) return [];
  // Asked before the lookup: a relay that stores its partner's id in between is then either
  // found by the lookup or still counted as in flight, never missed by both.
  const relaysInFlight = await unit.orders.hasRelaysInFlight();
  const orderIds = await unit.orders.resolveReferences(events.map((event) => event.data.orderId));
  const results: WebhookStatusResult[] = [];
  for (const { id: eventId, data } of events) {
    const named = { eventId, reference: data.orderId, status: data.status };
    const update = {
      status: data.status,
      externalStatus: data.externalStatus,
      occurredAt: new Date(data.receivedAt),
    };
    const orderId = orderIds.get(data.orderId);
    if (orderId !== undefined) {
      const applied = await applyOrderStatus(unit, { orderId, ...update, source: 'webhook' });
      results.push({ ...named, ...applied });
    } else if (relaysInFlight) {
      await unit.earlyUpdates.keep({ eventId, reference: data.orderId, ...update });
      results.push({ ...named, outcome: 'kept_early' });
    } else {
      results.push({ ...named, outcome: 'unknown_order' });
    }
  }
  return results;
}
