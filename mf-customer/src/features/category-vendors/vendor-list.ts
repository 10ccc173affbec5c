/** Customer spec 2, Category vendors: how the list is sorted. */
export type VendorSort = 'rating' | 'fastest';

interface ListedVendor {
  name: string;
  category: string;
  rating: number | null;
  deliveryTime: string;
  isExternalSource: boolean;
}

const normalised = (text: string) => text.trim().toLocaleLowerCase();

/** Spec 2: the search matches the vendor's name or its category (case ignored). */
export function searchVendors<Vendor extends ListedVendor>(
  vendors: readonly Vendor[],
  search: string,
): Vendor[] {
  const query = normalised(search);
  if (query === '') return [...vendors];
  return vendors.filter(
    (vendor) => normalised(vendor.name).includes(query) || normalised(vendor.category).includes(query),
  );
}

/**
 * The first number of a delivery time range ('25-30' is 25). A range that has no number sorts
 * last among the fastest.
 */
export function fastestMinutes(deliveryTime: string): number {
  const match = /\d+/.exec(deliveryTime);
  return match === null ? Number.POSITIVE_INFINITY : Number(match[0]);
}

/**
 * Spec 2: Top Rated is rating descending (an unrated vendor last), Fastest is the lowest first
 * number of the delivery time range. Ties keep the server's order.
 */
export function sortVendors<Vendor extends ListedVendor>(
  vendors: readonly Vendor[],
  sort: VendorSort,
): Vendor[] {
  const copy = [...vendors];
  if (sort === 'rating') return copy.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  return copy.sort((a, b) => fastestMinutes(a.deliveryTime) - fastestMinutes(b.deliveryTime));
}

/** Spec 2: the list searched, then sorted. */
export function visibleVendors<Vendor extends ListedVendor>(
  vendors: readonly Vendor[],
  search: string,
  sort: VendorSort,
): Vendor[] {
  return sortVendors(searchVendors(vendors, search), sort);
}

/** Spec 2: the 'Including partner vendors' badge shows when any listed vendor is a partner's. */
export function includesPartnerVendors(vendors: readonly ListedVendor[]): boolean {
  return vendors.some((vendor) => vendor.isExternalSource);
}

/** The card's fallback picture: the first letters of the vendor's first two words. */
export function vendorInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return initials === '' ? '?' : initials;
}
