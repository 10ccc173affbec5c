import type { StoreStatus, VendorKind } from '@marketplace/contracts';
import type { ReportPage } from '../reports/report-query';

/** The Vendors table's filter bar; 'all' and an empty search filter nothing. */
export interface VendorFilters {
  search: string;
  status: StoreStatus | 'all';
  kind: VendorKind | 'all';
}

export const NO_VENDOR_FILTERS: VendorFilters = { search: '', status: 'all', kind: 'all' };

/** 10,000 vendors exist: the table reads a page at a time, never the whole list. */
export const VENDORS_PAGE_SIZE = 25;

export const FIRST_VENDORS_PAGE: ReportPage = { limit: VENDORS_PAGE_SIZE, offset: 0 };

/** GET /api/admin/vendors's query: search, status and kind when they filter, the page by number. */
export function vendorsQuery(filters: VendorFilters, page: ReportPage): URLSearchParams {
  const query = new URLSearchParams();
  const search = filters.search.trim();
  if (search !== '') query.set('search', search);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.kind !== 'all') query.set('kind', filters.kind);
  query.set('page', String(Math.floor(page.offset / page.limit) + 1));
  query.set('limit', String(page.limit));
  return query;
}

/**
 * The page to show when the one shown came back empty though vendors remain (the last page's
 * vendors were suspended out of a status filter): the last page there is, or null to stay.
 */
export function pageAfterShrink(page: ReportPage, shown: number, total: number): ReportPage | null {
  if (shown > 0 || page.offset === 0 || page.offset < total) return null;
  const lastOffset = Math.max(0, Math.ceil(total / page.limit) - 1) * page.limit;
  return { ...page, offset: lastOffset };
}
