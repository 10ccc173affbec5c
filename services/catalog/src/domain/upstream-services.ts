import type { ResidentVendorOrder } from '@marketplace/contracts';

/** The order service's word on a resident's orders (who may review what). */
export interface ResidentOrders {
  /** The resident's orders of one vendor, newest first. */
  ofVendor(userId: number, vendorId: number): Promise<ResidentVendorOrder[]>;
}

/** The auth service's word on who a resident is, for the name a review shows. */
export interface ResidentDirectory {
  name(userId: number): Promise<{ firstName: string; lastName: string }>;
}
