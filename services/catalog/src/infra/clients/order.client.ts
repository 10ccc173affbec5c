import {
  ResidentVendorOrdersSchema,
  StoreServiceFiguresResponseSchema,
  type ResidentVendorOrder,
  type StoreServiceFigures,
} from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { ResidentOrders } from '../../domain/upstream-services';

/** The order service's `GET /internal/users/{userId}/orders?vendorId=` and `GET /internal/store-service-figures`. */
export class OrderServiceResidentOrders implements ResidentOrders {
  constructor(private readonly order: ServiceClient) {}

  async ofVendor(userId: number, vendorId: number): Promise<ResidentVendorOrder[]> {
    const parsed = ResidentVendorOrdersSchema.safeParse(
      await this.order.get(`/internal/users/${userId}/orders?vendorId=${vendorId}`),
    );
    if (!parsed.success) throw new HttpError(502, 'The order service answered unreadable orders');
    return parsed.data;
  }

  async serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]> {
    if (storeIds.length === 0) return [];
    const query = new URLSearchParams({ storeIds: storeIds.join(','), since: since.toISOString() });
    const parsed = StoreServiceFiguresResponseSchema.safeParse(
      await this.order.get(`/internal/store-service-figures?${query}`),
    );
    if (!parsed.success) throw new HttpError(502, 'The order service answered unreadable service figures');
    return parsed.data.figures;
  }
}
