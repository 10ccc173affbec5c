import type { ListedVendor, MenuItemRecord, VendorRecord } from './vendor';

export interface VendorRepository {
  /**
   * The category's vendors, best rated first: those serving `communityId`, with their distance
   * from it, or every one when it is null.
   */
  listByCategory(categoryId: number, communityId: number | null): Promise<ListedVendor[]>;
  /** Every vendor, best rated first, or those serving `communityId` (as listByCategory). */
  listAll(communityId: number | null): Promise<ListedVendor[]>;
  findById(id: number): Promise<VendorRecord | null>;
  /**
   * The vendor's whole menu, available or not, in menu order; null when the vendor does not exist or
   * is suspended (a closed store's order context then has no items either).
   */
  listMenu(vendorId: number): Promise<MenuItemRecord[] | null>;
  /** The communities the vendor delivers to (its coverage rows), by id. */
  listServedCommunityIds(vendorId: number): Promise<number[]>;
}
