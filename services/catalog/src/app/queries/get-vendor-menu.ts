import { NotFoundError } from '../../domain/errors';
import type { MenuItemRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import { VENDOR_NOT_FOUND_MESSAGE } from './get-vendor';

/** An unknown vendor is a 404, not an empty menu: its existence comes with the menu, in one statement. */
export async function getVendorMenu(
  deps: { vendors: VendorRepository },
  vendorId: number,
): Promise<MenuItemRecord[]> {
  const menu = await deps.vendors.listMenu(vendorId);
  if (!menu) throw new NotFoundError(VENDOR_NOT_FOUND_MESSAGE);
  return menu;
}
