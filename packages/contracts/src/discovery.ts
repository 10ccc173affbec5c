/**
 * Customer spec 2 and 8: the words of the discovery screens (the directory, a category's vendors
 * and the vendor page), in one place for the screens and their browser tests.
 */

/** Spec 9: the fixed delivery estimate every vendor card shows. */
export const FIXED_DELIVERY_ESTIMATE = '15-20 min';

/** Spec 2, Categories list (the Directory tab). */
export const DIRECTORY_TEXTS = {
  title: 'Directory',
  searchPlaceholder: 'Search categories...',
  vendorCount: (count: number) => `${count} vendors available`,
  moreSubcategories: (count: number) => `+${count} more`,
  loadFailed: 'Failed to load categories. Please try again.',
  empty: 'No categories found.',
} as const;

/** Spec 2: the directory shows this many subcategory chips before '+N more'. */
export const DIRECTORY_SUBCATEGORY_CHIPS = 3;

/** Spec 2, Category vendors. The count line is the spec's text as written, '(s)' included. */
export const CATEGORY_VENDORS_TEXTS = {
  searchPlaceholder: 'Search restaurants...',
  sortTopRated: 'Top Rated',
  sortFastest: 'Fastest',
  vendorCount: (count: number) => `${count} vendor(s) available`,
  partnerBadge: 'Including partner vendors',
  deliveryEstimate: FIXED_DELIVERY_ESTIMATE,
  emptyTitle: 'No vendors found',
  emptySearching: 'Try adjusting your search terms',
  emptyCategory: 'No vendors available in this category',
  loadFailed: 'Failed to load vendors',
  tryAgain: 'Try Again',
} as const;

/** Spec 8: the error a failed vendors call throws. */
export const vendorsFetchFailedMessage = (status: number, statusText: string) =>
  `Failed to fetch vendors: ${status} ${statusText}`;

/** Spec 2 and 3, Vendor page. */
export const VENDOR_PAGE_TEXTS = {
  tabs: { menu: 'Menu', reviews: 'Reviews', info: 'Info', services: 'Services' },
  outOfStock: 'Out of Stock',
  operatingHours: 'Daily 09:00 AM - 09:00 PM',
  defaultServiceCost: 'Cost NA',
  loadFailed: 'Failed to load vendor',
  tryAgain: 'Try Again',
  emptyMenu: 'No menu items yet',
  emptyMenuText: 'This vendor has not listed any items.',
} as const;
