import type { Logger, RateLimiter } from '@marketplace/service-kit';
import type { CategoryRepository } from '../../domain/category.repository';
import type { PartnerCatalogClient } from '../../domain/partner-catalog';
import type { VendorAvailability } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import { getVendor } from './get-vendor';

export interface GetVendorDetailsDeps {
  vendors: VendorRepository;
  categories: CategoryRepository;
  partner: PartnerCatalogClient;
  logger: Logger;
  /** Partner calls for one caller (a resident, else an address) and for one vendor (VENDOR_DETAILS_PER_*). */
  vendorDetailsLimits: { perCaller: RateLimiter; perVendor: RateLimiter };
}

/**
 * The availability check before an order. An external vendor is asked live at its category's
 * vendor-details URL; if the partner cannot answer, the last synchronised values stand (the spec
 * lets the order proceed when the check fails, so a partner outage must not turn into an error).
 * Past a caller's or a vendor's allowance of partner calls the synchronised values answer too, for
 * the same reason: the check must never stop an order, and a 429 would.
 */
export async function getVendorDetails(
  deps: GetVendorDetailsDeps,
  { vendorId, caller }: { vendorId: number; caller: string },
): Promise<VendorAvailability> {
  const vendor = await getVendor(deps, vendorId);
  const stored: VendorAvailability = { deliveryTime: vendor.deliveryTime, isOpen: vendor.isOpen };
  if (!vendor.isExternalSource || !vendor.externalId) return stored;
  const endpoint = (await deps.categories.findPartnerEndpoints(vendor.categoryId)).vendorDetails;
  if (!endpoint) return stored;
  // The caller first, so one caller's excess does not use up the vendor's allowance for others.
  const { perCaller, perVendor } = deps.vendorDetailsLimits;
  if (!perCaller.take(caller).allowed || !perVendor.take(`vendor:${vendorId}`).allowed) return stored;
  try {
    return await deps.partner.fetchVendorDetails(endpoint, vendor.externalId);
  } catch (error) {
    deps.logger.warn(
      { err: error, vendorId, externalId: vendor.externalId },
      'partner vendor details unavailable; using synchronised values',
    );
    return stored;
  }
}
