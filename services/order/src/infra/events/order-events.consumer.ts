import { TOPICS, type EventEnvelope, type EventType } from '@marketplace/contracts';
import { inBatches, type EventConsumer } from '@marketplace/events';
import type { Logger } from '@marketplace/service-kit';
import { onWebhookReceived, type WebhookStatusResult } from '../../app/events/on-webhook-received';
import { prismaUnitOfWork } from '../db/prisma-unit-of-work';
import type { PrismaDb } from '../db/prisma-order.repository';

function isEvent<T extends EventType>(envelope: EventEnvelope, type: T): envelope is EventEnvelope<T> {
  return envelope.type === type;
}

interface OrderEventConsumerDeps {
  logger: Logger;
}

/**
 * Subscribes the order service's event use cases to the topics they consume: webhook.received, in
 * the consumer's transaction with processed_events (so a repeated event has no second effect), a
 * batch at a time where the transport reads batches. The service's own order events are not
 * consumed back: what follows a placing or a cancelling commit (the relay, telling the partner)
 * starts from that commit (issue 26), which spared a transaction per few of its own events.
 */
export function subscribeOrderEventConsumers(
  bus: Pick<EventConsumer<PrismaDb>, 'subscribe'>,
  deps: OrderEventConsumerDeps,
): void {
  bus.subscribe(
    TOPICS.webhooks,
    inBatches(async (envelopes, tx) => {
      const received = envelopes.filter((envelope) => isEvent(envelope, 'webhook.received'));
      for (const result of await onWebhookReceived(prismaUnitOfWork(tx), received))
        logWebhookStatus(deps.logger, result);
    }),
  );
}

function logWebhookStatus(logger: Logger, result: WebhookStatusResult): void {
  const context = {
    eventId: result.eventId,
    reference: result.reference,
    status: result.status,
    partner: result.partner,
  };
  switch (result.outcome) {
    case 'applied':
      logger.info({ ...context, orderId: result.orderId }, 'webhook status applied');
      return;
    case 'stale':
      logger.warn({ ...context, orderId: result.orderId }, 'webhook status is older than the order; ignored');
      return;
    case 'kept_early':
      logger.info(context, 'webhook for an order not known yet kept until a relay stores its id');
      return;
    case 'not_owned':
      logger.warn({ ...context, orderId: result.orderId }, "webhook names another partner's order; ignored");
      return;
    case 'ambiguous':
      logger.warn(
        { ...context, orderIds: result.orderIds },
        'webhook from the default partner names orders of several partners; ignored (send webhook-partner-id)',
      );
      return;
    case 'unknown_order':
      logger.warn(context, 'webhook for an unknown order; skipped');
      return;
    case 'unchanged':
      return;
  }
}
