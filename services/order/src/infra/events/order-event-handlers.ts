import { TOPICS, type EventEnvelope, type EventType } from '@marketplace/contracts';
import { inBatches, type EventConsumer } from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import { applyOrderStatus, type ApplyStatusResult } from '../../app/commands/apply-order-status';
import { prismaUnitOfWork } from '../db/prisma-unit-of-work';
import type { PrismaDb } from '../db/prisma-order.repository';

function isEvent<T extends EventType>(envelope: EventEnvelope, type: T): envelope is EventEnvelope<T> {
  return envelope.type === type;
}

export interface OrderEventHandlerDeps {
  /** Starts relaying an order to its partner; must not wait for the partner. */
  relayOrder: (orderId: number) => void;
  logger: Logger;
}

/**
 * What the order service consumes. Each handler runs in the consumer's transaction with
 * processed_events, so a repeated event has no second effect.
 * - webhook.received (webhook service): the partner's new status is applied to the order it names,
 *   a batch of events at a time where the transport reads batches (one lookup for the batch). An
 *   update naming no order while a relay is in flight may be for that order, whose partner id the
 *   relay has not stored yet: it is kept, and applied once the id is stored.
 * - order.created (our own): an order for a partner vendor is handed to the relay. The relay calls
 *   the partner outside this transaction: a transaction never waits on the network.
 */
export function subscribeOrderEventHandlers(bus: EventConsumer<PrismaDb>, deps: OrderEventHandlerDeps): void {
  bus.subscribe(
    TOPICS.webhooks,
    inBatches(async (envelopes, tx) => {
      const received = envelopes.filter((envelope) => isEvent(envelope, 'webhook.received'));
      if (received.length === 0) return;
      const unit = prismaUnitOfWork(tx);
      // Asked before the lookup: a relay that stores its partner's id in between is then either
      // found by the lookup or still counted as in flight, never missed by both.
      const relaysInFlight = await unit.orders.hasRelaysInFlight();
      const orderIds = await unit.orders.resolveReferences(received.map((envelope) => envelope.data.orderId));
      for (const { id: eventId, data } of received) {
        const context = { eventId, reference: data.orderId, status: data.status };
        const update = {
          status: data.status,
          externalStatus: data.externalStatus,
          occurredAt: new Date(data.receivedAt),
        };
        const orderId = orderIds.get(data.orderId);
        if (orderId === undefined) {
          if (relaysInFlight) {
            await unit.earlyUpdates.keep({ eventId, reference: data.orderId, ...update });
            deps.logger.info(context, 'webhook for an order not known yet kept until a relay stores its id');
          } else {
            deps.logger.warn(context, 'webhook for an unknown order; skipped');
          }
          continue;
        }
        const result: ApplyStatusResult = await applyOrderStatus(unit, {
          orderId,
          ...update,
          source: 'webhook',
        });
        if (result.outcome === 'stale')
          deps.logger.warn(
            { ...context, orderId: result.orderId },
            'webhook status is older than the order; ignored',
          );
        else if (result.outcome === 'applied')
          deps.logger.info({ ...context, orderId: result.orderId }, 'webhook status applied');
      }
    }),
  );

  bus.subscribe(TOPICS.orders, async (envelope) => {
    if (!isEvent(envelope, 'order.created') || !envelope.data.isExternal) return;
    deps.relayOrder(envelope.data.orderId);
  });
}
