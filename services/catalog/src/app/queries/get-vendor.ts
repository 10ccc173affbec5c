import { NotFoundError } from '../../domain/errors';
import type { VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';

export const VENDOR_NOT_FOUND_MESSAGE = 'Vendor not found';

export async function getVendor(deps: { vendors: VendorRepository }, id: number): Promise<VendorRecord> {
  const vendor = await deps.vendors.findById(id);
  if (!vendor) throw new NotFoundError(VENDOR_NOT_FOUND_MESSAGE);
  return vendor;
}
