import type { NewPartnerOrder, PartnerOrder } from './partner-order';

export interface PartnerOrderRepository {
  /** Stores a new order under a fresh partner id ('SR-<n>'). */
  create(order: NewPartnerOrder, at: Date): PartnerOrder;
  /** By the partner's id, or by the merchant's order id as the marketplace knows it. */
  find(orderId: string): PartnerOrder | undefined;
  findByMerchantOrderId(merchantOrderId: string): PartnerOrder | undefined;
  save(order: PartnerOrder): void;
}
