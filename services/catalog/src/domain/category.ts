import type { PartnerEndpoint, PartnerSource } from '@marketplace/contracts';

/** A grouped category with its category-config flags (admin spec 3). */
export interface CategoryRecord {
  id: number;
  name: string;
  displayOrder: number;
  /** The admin's isVisible, the customer's isActive. */
  isVisible: boolean;
  hasCatalog: boolean;
  isOrderable: boolean;
  hasCart: boolean;
  icon: string | null;
  customerSupportNumber: string | null;
}

export interface CategoryListing extends CategoryRecord {
  /** Names, in display order. */
  subcategories: string[];
  vendorCount: number;
}

/** A category's billing config; money in paise, percentages as numbers. */
export interface CategoryBillingRecord extends CategoryBillingFields {
  categoryId: number;
  categoryName: string;
}

/** The amounts and rates of a billing config, as its category config saves them. */
export interface CategoryBillingFields {
  gstPercentage: number;
  itemGstPercentage: number;
  platformFeePaise: number;
  platformFeeDiscountPercentage: number;
  deliveryChargesPaise: number;
  deliveryChargesDiscountPercentage: number;
  packagingApplicable: boolean;
  packagingLabel: string;
  packagingChargesPerItemPaise: number;
  packagingDiscountPercent: number;
}

/** The partner URLs a category config names, by source; a source without a URL is absent. */
export type PartnerEndpoints = Partial<Record<PartnerSource, PartnerEndpoint>>;

/** Residents may order from a category's vendors while it is visible and orderable (issue 13). */
export function categoryTakesOrders(
  category: Pick<CategoryRecord, 'isVisible' | 'isOrderable'> | null,
): boolean {
  return category !== null && category.isVisible && category.isOrderable;
}
