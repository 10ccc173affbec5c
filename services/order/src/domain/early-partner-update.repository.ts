import type { OrderStatus, WebhookPartner } from '@marketplace/contracts';

/** A partner's status update for an order reference we could not match yet. */
export interface EarlyPartnerUpdate {
  /** The webhook.received event that carried it. */
  eventId: string;
  /** As the partner sent it: its own order id, not yet stored on any of our orders. */
  reference: string;
  status: OrderStatus;
  externalStatus: string | null;
  occurredAt: Date;
  /** Whose secret signed it: it may only ever be applied to an order of this partner. */
  partner: WebhookPartner;
}

/**
 * Partner updates that arrived before the relay stored the partner's order id (the partner pushed
 * them while its answer to our order-create call was still on its way), kept until it is stored.
 */
export interface EarlyPartnerUpdateRepository {
  /** Keeps the update; a second delivery of the same event is kept once. */
  keep(update: EarlyPartnerUpdate): Promise<void>;
  /**
   * Removes and returns the kept updates whose reference is now the partner order id of an order
   * relayed to their partner (only those for `reference` when given), each with that order's id,
   * in the order they happened. An update naming another partner's order stays until dropped.
   */
  takeMatched(reference?: string): Promise<Array<EarlyPartnerUpdate & { orderId: number }>>;
  /** Drops updates kept since before the cutoff: their order never became known. How many. */
  dropReceivedBefore(cutoff: Date): Promise<number>;
}
