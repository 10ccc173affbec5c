import type { MenuItemRecord, VendorRecord } from './vendor';

export interface VendorRepository {
  /** The category's vendors, best rated first. */
  listByCategory(categoryId: number): Promise<VendorRecord[]>;
  findById(id: number): Promise<VendorRecord | null>;
  /** The vendor's whole menu, available or not, in menu order. */
  listMenu(vendorId: number): Promise<MenuItemRecord[]>;
}
