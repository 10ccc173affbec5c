import { TOPICS, type EventEnvelope, type EventType } from '@marketplace/contracts';
import type { EventConsumer } from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import { applyOrderStatus } from '../../app/commands/apply-order-status';
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
 * - webhook.received (webhook service): the partner's new status is applied to the order.
 * - order.created (our own): an order for a partner vendor is handed to the relay. The relay calls
 *   the partner outside this transaction: a transaction never waits on the network.
 */
export function subscribeOrderEventHandlers(bus: EventConsumer<PrismaDb>, deps: OrderEventHandlerDeps): void {
  bus.subscribe(TOPICS.webhooks, async (envelope, tx) => {
    if (!isEvent(envelope, 'webhook.received')) return;
    const { data } = envelope;
    const result = await applyOrderStatus(
      prismaUnitOfWork(tx),
      { reference: data.orderId },
      {
        status: data.status,
        externalStatus: data.externalStatus,
        occurredAt: new Date(data.receivedAt),
        source: 'webhook',
      },
    );
    const logger = deps.logger.child({ eventId: envelope.id, reference: data.orderId, status: data.status });
    if (result.outcome === 'unknown_order') logger.warn('webhook for an unknown order; skipped');
    else if (result.outcome === 'stale')
      logger.warn({ orderId: result.orderId }, 'webhook status is older than the order; ignored');
    else if (result.outcome === 'applied') logger.info({ orderId: result.orderId }, 'webhook status applied');
  });

  bus.subscribe(TOPICS.orders, async (envelope) => {
    if (!isEvent(envelope, 'order.created') || !envelope.data.isExternal) return;
    deps.relayOrder(envelope.data.orderId);
  });
}
