import type { OrderContext } from '@marketplace/contracts';
import type { CustomerSnapshot } from './order';

/** The catalog's view of one vendor for ordering: menu, prices, billing and partner URLs. */
export interface VendorCatalog {
  orderContext(vendorId: number): Promise<OrderContext>;
}

/** The resident as the auth service (and the catalog, for the community's name) knows them. */
export interface CustomerDirectory {
  customer(userId: number): Promise<CustomerSnapshot>;
}
