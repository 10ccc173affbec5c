import { placedOrder, type NewPartnerOrder, type PartnerOrder } from '../domain/partner-order';
import type { PartnerOrderRepository } from '../domain/partner-order.repository';

const FIRST_ORDER_NUMBER = 10001;

/**
 * Orders live in memory: the simulator plays a partner for demos and tests, and a restart
 * starting from an empty order book is what those want.
 */
export class MemoryPartnerOrderRepository implements PartnerOrderRepository {
  private readonly orders = new Map<string, PartnerOrder>();
  private readonly byMerchantOrderId = new Map<string, string>();
  private nextNumber = FIRST_ORDER_NUMBER;

  create(order: NewPartnerOrder, at: Date): PartnerOrder {
    const created = placedOrder(`SR-${this.nextNumber++}`, order, at);
    this.orders.set(created.id, created);
    this.byMerchantOrderId.set(created.merchantOrderId, created.id);
    return created;
  }

  find(orderId: string): PartnerOrder | undefined {
    return this.orders.get(orderId) ?? this.findByMerchantOrderId(orderId);
  }

  findByMerchantOrderId(merchantOrderId: string): PartnerOrder | undefined {
    const id = this.byMerchantOrderId.get(merchantOrderId);
    return id === undefined ? undefined : this.orders.get(id);
  }

  save(order: PartnerOrder): void {
    this.orders.set(order.id, order);
  }
}
