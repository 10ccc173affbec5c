import type { DietaryPreference, OrderContext, StoreStanding } from '@marketplace/contracts';

/** What the catalog tells the order service: one vendor's menu, prices, billing and partner URLs. */
export interface VendorCatalog {
  orderContext(vendorId: number): Promise<OrderContext>;
  /** The community's name; throws when the catalog cannot tell. */
  communityName(communityId: number): Promise<string>;
  /** Whether the store is active or suspended by the marketplace (issue 25); throws when the catalog cannot tell. */
  standing(storeId: number): Promise<StoreStanding>;
}

/** The resident as the auth service knows them. */
export interface Customer {
  firstName: string | null;
  lastName: string | null;
  flatNumber: string | null;
  communityId: number | null;
  dietaryPreferences: DietaryPreference[];
}

export interface CustomerDirectory {
  customer(userId: number): Promise<Customer>;
}
