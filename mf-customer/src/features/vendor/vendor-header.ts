/** Customer spec 2: the vendor page's header collapses once the page has scrolled past this. */
export const HEADER_COLLAPSE_SCROLL_PX = 100;

/** Spec 2: the header's height as a share of the screen, 30% open and 15% collapsed. */
export function headerHeightShare(scrollY: number): number {
  return scrollY > HEADER_COLLAPSE_SCROLL_PX ? 0.15 : 0.3;
}

/**
 * Customer spec 3 and 7: GET /api/vendors/{id}/details answers whether the vendor takes orders now
 * and its current delivery time. The header and the cart follow it once it has answered; until
 * then (or if it fails), the vendor's own fields.
 */
export function vendorAvailability(
  vendor: { deliveryTime: string; isOpen: boolean } | undefined,
  details: { deliveryTime: string; isOpen: boolean } | undefined,
): { deliveryTime: string | undefined; isOpen: boolean } {
  return {
    deliveryTime: details?.deliveryTime ?? vendor?.deliveryTime,
    isOpen: details?.isOpen ?? vendor?.isOpen ?? true,
  };
}
