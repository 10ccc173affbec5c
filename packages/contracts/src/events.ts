import { z } from 'zod';
import { OrderStatusSchema } from './order-status-schema';

/** Kafka topics. Key = order id on the orders topic, so one order's events stay in order. */
export const TOPICS = {
  orders: 'marketplace.orders',
  webhooks: 'marketplace.webhooks',
  /** What the catalog changed that prices or routes an order; key = the vendor's id, or `*`. */
  catalog: 'marketplace.catalog',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const OrderCreatedDataSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  vendorId: z.number().int(),
  categoryId: z.number().int().nullable(),
  restaurantName: z.string(),
  totalAmountPaise: z.number().int(),
  isExternal: z.boolean(),
  status: OrderStatusSchema,
  createdAt: z.string(),
});

export const OrderStatusChangedDataSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  previousStatus: OrderStatusSchema,
  status: OrderStatusSchema,
  externalStatus: z.string().nullable(),
  changedAt: z.string(),
  source: z.enum(['webhook', 'poll', 'customer', 'system', 'vendor']),
  /** The order's vendor, so a store's inbox hears of its orders; absent in events written before it. */
  vendorId: z.number().int().optional(),
});

export const OrderCancelledDataSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  reason: z.string().nullable(),
  cancelledAt: z.string(),
});

/**
 * The catalog changed something an order is priced or routed by (a store's menu, hours, open state,
 * standing or service area; a category's billing or partner endpoints; a community). The order
 * service drops what it kept of these vendors: null names every vendor (decision 159).
 */
export const CatalogChangedDataSchema = z.object({
  vendorIds: z.array(z.number().int()).nullable(),
  changedAt: z.string(),
});

/**
 * The partner a webhook's secret proves it came from: a category config with a secret of its own
 * (or named by the partner id header), or the default partner (WEBHOOK_SECRET), which speaks for
 * every category config without an active secret of its own when the webhook was received.
 */
export const WebhookPartnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('partner'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('default'), exceptIds: z.array(z.number().int().positive()) }),
]);
export type WebhookPartner = z.infer<typeof WebhookPartnerSchema>;

/** What an event written before partners were told apart stands for. */
export const DEFAULT_WEBHOOK_PARTNER: WebhookPartner = { kind: 'default', exceptIds: [] };

export const WebhookReceivedDataSchema = z.object({
  webhookLogId: z.number().int(),
  event: z.string(),
  /** The partner's own order id, exactly as the partner sent it. */
  orderId: z.string(),
  status: OrderStatusSchema,
  /** The partner's own word for the status, before normalisation. */
  externalStatus: z.string(),
  receivedAt: z.string(),
  /** Absent from events written before partners were told apart: the default partner's. */
  partner: WebhookPartnerSchema.optional(),
});

/** Event type → data schema: the one registry producers and consumers both validate against. */
export const EVENT_DATA_SCHEMAS = {
  'order.created': OrderCreatedDataSchema,
  'order.status_changed': OrderStatusChangedDataSchema,
  'order.cancelled': OrderCancelledDataSchema,
  'webhook.received': WebhookReceivedDataSchema,
  'catalog.changed': CatalogChangedDataSchema,
} as const;
export type EventType = keyof typeof EVENT_DATA_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_DATA_SCHEMAS)[T]>;

export const EVENT_TOPIC: Readonly<Record<EventType, Topic>> = {
  'order.created': TOPICS.orders,
  'order.status_changed': TOPICS.orders,
  'order.cancelled': TOPICS.orders,
  'webhook.received': TOPICS.webhooks,
  'catalog.changed': TOPICS.catalog,
};

/** CloudEvents field names (docs/architecture.md, Events). */
export const EventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(Object.keys(EVENT_DATA_SCHEMAS) as [EventType, ...EventType[]]),
  source: z.string(),
  time: z.string(),
  subject: z.string(),
  data: z.unknown(),
  version: z.literal(1),
});
/** One envelope per event type (distributed), so checking `type` narrows `data`. */
export type EventEnvelope<T extends EventType = EventType> = T extends EventType
  ? Omit<z.infer<typeof EventEnvelopeSchema>, 'type' | 'data'> & { type: T; data: EventData<T> }
  : never;

/** Parses an envelope and its data against the registry; throws a ZodError on anything else. */
export function parseEventEnvelope(raw: unknown): EventEnvelope {
  const envelope = EventEnvelopeSchema.parse(raw);
  const data = EVENT_DATA_SCHEMAS[envelope.type].parse(envelope.data);
  return { ...envelope, data } as EventEnvelope;
}
