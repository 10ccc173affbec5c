import type { VendorApplication, VendorApplicationRequest } from '@marketplace/contracts';

/** An application to sell as stored; categoryId, communityIds and storeId are catalog ids. */
export interface VendorApplicationRecord {
  id: number;
  userId: number;
  storeName: string;
  categoryId: number;
  phone: string;
  address: string;
  communityIds: number[];
  status: VendorApplication['status'];
  rejectionReason: string | null;
  /** The catalog vendor it became, once approved. */
  storeId: number | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export type NewVendorApplication = VendorApplicationRequest & { userId: number };

export function toVendorApplicationView(application: VendorApplicationRecord): VendorApplication {
  return {
    id: application.id,
    storeName: application.storeName,
    categoryId: application.categoryId,
    phone: application.phone,
    address: application.address,
    communityIds: application.communityIds,
    status: application.status,
    rejectionReason: application.rejectionReason,
    storeId: application.storeId,
    createdAt: application.createdAt.toISOString(),
  };
}
