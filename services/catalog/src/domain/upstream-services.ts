import type { ResidentVendorOrder } from '@marketplace/contracts';

/** The order service's word on a resident's orders (who may review what). */
export interface ResidentOrders {
  /** The resident's orders of one vendor, newest first. */
  ofVendor(userId: number, vendorId: number): Promise<ResidentVendorOrder[]>;
}

/** The auth service's word on residents: the name a review shows, who belongs to a community. */
export interface ResidentDirectory {
  name(userId: number): Promise<{ firstName: string; lastName: string }>;
  /**
   * Residents whose community this is, or who saved an address in it. Throws
   * ResidentCountUnavailableError when the auth service cannot say.
   */
  countInCommunity(communityId: number): Promise<number>;
}
