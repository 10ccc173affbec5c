import {
  DEFAULT_WEBHOOK_PARTNER,
  type EventEnvelope,
  type OrderStatus,
  type WebhookPartner,
} from '@marketplace/contracts';
import type { OrderUnitOfWork } from '../../domain/unit-of-work';
import { partnerOwnsCategory } from '../../domain/webhook-partner';
import {
  applyOrderStatuses,
  type ApplyStatusResult,
  type OrderStatusUpdate,
} from '../commands/apply-order-status';

/**
 * What became of one partner update, with what named it. kept_early: it names no order yet, but a
 * relay to its partner in flight may store it as that partner's order id; not_owned: it names only
 * orders relayed to other partners; ambiguous: the default partner sent it and the id names orders
 * of several categories it speaks for (partner order ids are unique per partner only), so none is
 * moved; unknown_order: it names none of the partner orders we know.
 */
export type WebhookStatusResult = {
  eventId: string;
  reference: string;
  status: OrderStatus;
  partner: WebhookPartner;
} & (
  | ApplyStatusResult
  | { outcome: 'kept_early' }
  | { outcome: 'not_owned'; orderId: number }
  | { outcome: 'ambiguous'; orderIds: number[] }
);

/**
 * webhook.received: the partners' pushed statuses, applied inside the consumer's transaction, a
 * batch of events at a time (one lookup, and one statement each for the orders, their history,
 * notifications and events, for the batch). A webhook names an order by the partner's
 * own order id and moves it only if the order was relayed to the partner whose secret signed the
 * webhook: never by our own id, never an in-house vendor's order, never another partner's. An
 * update naming no order while a relay to its partner is in flight may be for that order, whose
 * partner id the relay has not stored yet: it is kept, and applied once the id is stored
 * (applyEarlyPartnerUpdates).
 */
export async function onWebhookReceived(
  unit: OrderUnitOfWork,
  events: readonly EventEnvelope<'webhook.received'>[],
): Promise<WebhookStatusResult[]> {
  if (events.length === 0) return [];
  // Asked before the lookup: a relay that stores its partner's id in between is then either
  // found by the lookup or still counted as in flight, never missed by both.
  const relayingCategories = await unit.orders.categoriesWithRelaysInFlight();
  const orders = await unit.orders.findRelayedByPartnerOrderId(events.map((event) => event.data.orderId));
  // Each event's result, or the index of its update among those applied together below.
  const outcomes: (WebhookStatusResult | number)[] = [];
  const updates: OrderStatusUpdate[] = [];
  const namedOf = new Map<number, Omit<WebhookStatusResult, 'outcome'>>();
  for (const { id: eventId, data } of events) {
    // Events written before partners were told apart carry none.
    const partner = data.partner ?? DEFAULT_WEBHOOK_PARTNER;
    const named = { eventId, reference: data.orderId, status: data.status, partner };
    const update = {
      status: data.status,
      externalStatus: data.externalStatus,
      occurredAt: new Date(data.receivedAt),
    };
    // A partner order id is unique per partner: of the orders it names, the partner's own.
    const candidates = orders.get(data.orderId) ?? [];
    const owned = candidates.filter((order) => partnerOwnsCategory(partner, order.categoryId));
    if (owned.length === 1) {
      namedOf.set(updates.length, named);
      outcomes.push(updates.length);
      updates.push({ orderId: owned[0]!.id, ...update, source: 'webhook' });
    } else if (owned.length > 1) {
      outcomes.push({ ...named, outcome: 'ambiguous', orderIds: owned.map((order) => order.id) });
    } else if (candidates.length > 0) {
      outcomes.push({ ...named, outcome: 'not_owned', orderId: candidates[0]!.id });
    } else if (relayingCategories.some((categoryId) => partnerOwnsCategory(partner, categoryId))) {
      await unit.earlyUpdates.keep({ eventId, reference: data.orderId, ...update, partner });
      outcomes.push({ ...named, outcome: 'kept_early' });
    } else {
      outcomes.push({ ...named, outcome: 'unknown_order' });
    }
  }
  // One set of statements for the batch's status changes (issue 26), in the events' order.
  const applied = await applyOrderStatuses(unit, updates);
  const results = outcomes.map((outcome) =>
    typeof outcome === 'number'
      ? ({ ...namedOf.get(outcome)!, ...applied[outcome]! } as WebhookStatusResult)
      : outcome,
  );
  return results;
}
