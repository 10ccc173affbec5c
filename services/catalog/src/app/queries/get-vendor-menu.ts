import type { MenuItemRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import { getVendor } from './get-vendor';

/** An unknown vendor is a 404, not an empty menu. */
export async function getVendorMenu(
  deps: { vendors: VendorRepository },
  vendorId: number,
): Promise<MenuItemRecord[]> {
  await getVendor(deps, vendorId);
  return deps.vendors.listMenu(vendorId);
}
