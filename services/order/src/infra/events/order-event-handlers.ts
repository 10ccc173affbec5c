import { TOPICS, type EventEnvelope, type EventType } from '@marketplace/contracts';
import { inBatches, type EventConsumer } from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import {
  applyOrderStatus,
  type ApplyStatusResult,
  type OrderTarget,
} from '../../app/commands/apply-order-status';
import { prismaUnitOfWork } from '../db/prisma-unit-of-work';
import type { PrismaDb } from '../db/prisma-order.repository';

function isEvent<T extends EventType>(envelope: EventEnvelope, type: T): envelope is EventEnvelope<T> {
  return envelope.type === type;
}

const MAX_INT4 = 2_147_483_647;

/** A reference written as digits may be our own order id. */
function asOrderId(reference: string): number | undefined {
  const id = /^\d{1,10}$/.test(reference) ? Number(reference) : 0;
  return id >= 1 && id <= MAX_INT4 ? id : undefined;
}

/**
 * Our order ids for a batch's order references, in one query: the partner's order id first, then
 * ours written as digits (the rule of OrderRepository.findByReference, for many at once). A
 * reference that names no order is missing from the map.
 */
async function resolveOrderReferences(tx: PrismaDb, references: string[]): Promise<Map<string, number>> {
  const ourIds = references.map(asOrderId).filter((id): id is number => id !== undefined);
  const rows = await tx.order.findMany({
    where: { OR: [{ externalOrderId: { in: references } }, { id: { in: ourIds } }] },
    select: { id: true, externalOrderId: true },
  });
  const byPartnerId = new Map(
    rows.flatMap((row) => (row.externalOrderId ? [[row.externalOrderId, row.id]] : [])),
  );
  const existing = new Set(rows.map((row) => row.id));
  const resolved = new Map<string, number>();
  for (const reference of references) {
    const ours = asOrderId(reference);
    const id = byPartnerId.get(reference) ?? (ours !== undefined && existing.has(ours) ? ours : undefined);
    if (id !== undefined) resolved.set(reference, id);
  }
  return resolved;
}

export interface OrderEventHandlerDeps {
  /** Starts relaying an order to its partner; must not wait for the partner. */
  relayOrder: (orderId: number) => void;
  logger: Logger;
}

/**
 * What the order service consumes. Each handler runs in the consumer's transaction with
 * processed_events, so a repeated event has no second effect.
 * - webhook.received (webhook service): the partner's new status is applied to the order, a batch
 *   of events at a time where the transport reads batches.
 * - order.created (our own): an order for a partner vendor is handed to the relay. The relay calls
 *   the partner outside this transaction: a transaction never waits on the network.
 */
export function subscribeOrderEventHandlers(bus: EventConsumer<PrismaDb>, deps: OrderEventHandlerDeps): void {
  // In batches: a partner pushing many updates costs one order lookup per batch, not one each. A
  // lone event (Kafka delivers them one at a time) is looked up by its reference as it comes.
  bus.subscribe(
    TOPICS.webhooks,
    inBatches(async (envelopes, tx) => {
      const received = envelopes.filter((envelope) => isEvent(envelope, 'webhook.received'));
      const orderIds =
        received.length > 1
          ? await resolveOrderReferences(
              tx,
              received.map((envelope) => envelope.data.orderId),
            )
          : undefined;
      for (const { id: eventId, data } of received) {
        const context = { eventId, reference: data.orderId, status: data.status };
        const orderId = orderIds?.get(data.orderId);
        const target: OrderTarget | undefined =
          orderIds === undefined
            ? { reference: data.orderId }
            : orderId === undefined
              ? undefined
              : { orderId };
        const result: ApplyStatusResult = target
          ? await applyOrderStatus(prismaUnitOfWork(tx), target, {
              status: data.status,
              externalStatus: data.externalStatus,
              occurredAt: new Date(data.receivedAt),
              source: 'webhook',
            })
          : { outcome: 'unknown_order' };
        if (result.outcome === 'unknown_order')
          deps.logger.warn(context, 'webhook for an unknown order; skipped');
        else if (result.outcome === 'stale')
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
