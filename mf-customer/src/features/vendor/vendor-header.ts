/** Customer spec 2: the vendor page's header collapses once the page has scrolled past this. */
export const HEADER_COLLAPSE_SCROLL_PX = 100;

/** Spec 2: the header's height as a share of the screen, 30% open and 15% collapsed. */
export function headerHeightShare(scrollY: number): number {
  return scrollY > HEADER_COLLAPSE_SCROLL_PX ? 0.15 : 0.3;
}
