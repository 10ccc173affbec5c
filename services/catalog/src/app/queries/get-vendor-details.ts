import type { Logger } from '@marketplace/service-kit';
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
}

/**
 * The availability check before an order. An external vendor is asked live at its category's
 * vendor-details URL; if the partner cannot answer, the last synchronised values stand (the spec
 * lets the order proceed when the check fails, so a partner outage must not turn into an error).
 */
export async function getVendorDetails(
  deps: GetVendorDetailsDeps,
  vendorId: number,
): Promise<VendorAvailability> {
  const vendor = await getVendor(deps, vendorId);
  const stored: VendorAvailability = { deliveryTime: vendor.deliveryTime, isOpen: vendor.isOpen };
  if (!vendor.isExternalSource || !vendor.externalId) return stored;
  const endpoint = (await deps.categories.findPartnerEndpoints(vendor.categoryId)).vendorDetails;
  if (!endpoint) return stored;
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
