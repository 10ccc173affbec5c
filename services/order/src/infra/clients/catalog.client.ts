import {
  CommunitySchema,
  OrderContextSchema,
  StoreStandingSchema,
  type OrderContext,
  type StoreStanding,
} from '@marketplace/contracts';
import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import type { VendorCatalog } from '../../domain/upstream-services';

const CommunityNameSchema = CommunitySchema.pick({ name: true });

/** The catalog service: a vendor's internal order context and standing, and a community's public record. */
export class CatalogVendorCatalog implements VendorCatalog {
  constructor(private readonly catalog: ServiceClient) {}

  async orderContext(vendorId: number): Promise<OrderContext> {
    const parsed = OrderContextSchema.safeParse(
      await this.catalog.get(`/internal/vendors/${vendorId}/order-context`),
    );
    // A malformed answer is the catalog's fault, not the caller's: never a 400.
    if (!parsed.success) throw new HttpError(502, 'The catalog answered an unreadable order context');
    return parsed.data;
  }

  async standing(storeId: number): Promise<StoreStanding> {
    const parsed = StoreStandingSchema.safeParse(
      await this.catalog.get(`/internal/vendors/${storeId}/standing`),
    );
    if (!parsed.success) throw new HttpError(502, "The catalog answered an unreadable store's standing");
    return parsed.data;
  }

  async communityName(communityId: number): Promise<string> {
    return CommunityNameSchema.parse(await this.catalog.get(`/api/communities/${communityId}`)).name;
  }
}
