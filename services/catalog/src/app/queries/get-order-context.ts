import { billingCategoryIdFor } from '@marketplace/contracts';
import type { CategoryBillingRecord, CategoryRecord, PartnerEndpoints } from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';
import type { MenuItemRecord, VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import { NotFoundError } from '../../domain/errors';
import { VENDOR_NOT_FOUND_MESSAGE } from './get-vendor';

export interface OrderContextData {
  vendor: VendorRecord;
  category: CategoryRecord | null;
  menu: MenuItemRecord[];
  billing: CategoryBillingRecord | null;
  /** Only an external vendor's orders go to a partner: a local vendor has none. */
  partnerEndpoints: PartnerEndpoints;
  /** The communities the vendor delivers to. */
  communityIds: number[];
}

export interface GetOrderContextDeps {
  vendors: VendorRepository;
  categories: CategoryRepository;
}

/** Everything the order service needs to price and route one order for this vendor. */
export async function getOrderContext(
  deps: GetOrderContextDeps,
  vendorId: number,
): Promise<OrderContextData> {
  // A suspended store is found (closed, so an order is refused as at any closed store), unlike a
  // resident's getVendor: a cart filled before the suspension hears why it cannot be ordered.
  const vendor = await deps.vendors.findById(vendorId);
  if (!vendor) throw new NotFoundError(VENDOR_NOT_FOUND_MESSAGE);
  const [category, menu, endpoints, communityIds] = await Promise.all([
    deps.categories.findCategory(vendor.categoryId),
    deps.vendors.listMenu(vendor.id),
    vendor.isExternalSource ? deps.categories.findPartnerEndpoints(vendor.categoryId) : Promise.resolve({}),
    deps.vendors.listServedCommunityIds(vendor.id),
  ]);
  // Priced by the billing category the cart shows (customer spec 9: from the business category's
  // name; decision 75: else the vendor's own category), so the order costs what the resident saw.
  const billing = await deps.categories.findBilling(billingCategoryIdFor(category?.name, vendor.categoryId));
  // The vendor was just found; a menu of null (the vendor deleted since) is an empty one.
  return { vendor, category, menu: menu ?? [], billing, partnerEndpoints: endpoints, communityIds };
}
