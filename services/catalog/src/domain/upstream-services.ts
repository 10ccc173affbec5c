import type { ResidentVendorOrder, StoreMember, StoreServiceFigures } from '@marketplace/contracts';

/** The order service's word on a resident's orders (who may review what). */
export interface ResidentOrders {
  /** The resident's orders of one vendor, newest first. */
  ofVendor(userId: number, vendorId: number): Promise<ResidentVendorOrder[]>;
  /** How each store served the orders placed since `since` (issue 25), for the back-office. */
  serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]>;
}

/** The auth service's word on residents: the name a review shows, who belongs to a community. */
export interface ResidentDirectory {
  name(userId: number): Promise<{ firstName: string; lastName: string }>;
  /**
   * Residents whose community this is, or who saved an address in it. Throws
   * ResidentCountUnavailableError when the auth service cannot say.
   */
  countInCommunity(communityId: number): Promise<number>;
  /** The members of each store, by store (issue 25). */
  storeMembers(storeIds: readonly number[]): Promise<StoreMember[]>;
}
