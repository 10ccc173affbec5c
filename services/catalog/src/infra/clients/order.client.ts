import { ResidentVendorOrdersSchema, type ResidentVendorOrder } from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { ResidentOrders } from '../../domain/upstream-services';

/** The order service's `GET /internal/users/{userId}/orders?vendorId=`. */
export class OrderServiceResidentOrders implements ResidentOrders {
  constructor(private readonly order: ServiceClient) {}

  async ofVendor(userId: number, vendorId: number): Promise<ResidentVendorOrder[]> {
    const parsed = ResidentVendorOrdersSchema.safeParse(
      await this.order.get(`/internal/users/${userId}/orders?vendorId=${vendorId}`),
    );
    if (!parsed.success) throw new HttpError(502, 'The order service answered unreadable orders');
    return parsed.data;
  }
}
