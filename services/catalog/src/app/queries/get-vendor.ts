import { NotFoundError } from '../../domain/errors';
import type { VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';

export const VENDOR_NOT_FOUND_MESSAGE = 'Vendor not found';

/** A vendor residents may see: a suspended store (issue 25) is not found, as if it had gone. */
export async function getVendor(deps: { vendors: VendorRepository }, id: number): Promise<VendorRecord> {
  const vendor = await deps.vendors.findById(id);
  if (!vendor || vendor.status === 'suspended') throw new NotFoundError(VENDOR_NOT_FOUND_MESSAGE);
  return vendor;
}
