import { REPORTED_ORDER_STATUSES, VENDOR_APP_TEXTS, type ReportedOrderStatus } from '@marketplace/contracts';

/** The history's search, as the URL keeps it (`/vendor/history?q=&status=&from=&to=&storeId=`). */
export interface HistoryFilters {
  /** An order number ('CM-0042') or its id. */
  q: string;
  status: ReportedOrderStatus | '';
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
  storeId: number | null;
}

export const NO_FILTERS: HistoryFilters = { q: '', status: '', from: '', to: '', storeId: null };

/** As many orders as one answer may hold: a search narrows further than a page would. */
export const HISTORY_LIMIT = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrEmpty = (value: string | null) =>
  value !== null && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

/**
 * The filters a URL names, keeping only what the call accepts: a known status, real dates, one of
 * the member's own stores. Anything else reads as no filter rather than a refused search.
 */
export function readHistoryFilters(params: URLSearchParams, storeIds: readonly number[]): HistoryFilters {
  const status = params.get('status') ?? '';
  const storeId = Number(params.get('storeId'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 40),
    status: (REPORTED_ORDER_STATUSES as readonly string[]).includes(status)
      ? (status as ReportedOrderStatus)
      : '',
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    storeId: storeIds.includes(storeId) ? storeId : null,
  };
}

/** The URL's search for these filters, without the empty ones. */
export function historySearchParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim() !== '') params.set('q', filters.q.trim());
  if (filters.status !== '') params.set('status', filters.status);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  if (filters.storeId !== null) params.set('storeId', String(filters.storeId));
  return params;
}

/** GET /api/vendor/orders's query string for these filters. */
export function historyApiQuery(filters: HistoryFilters): string {
  const params = historySearchParams(filters);
  params.set('limit', String(HISTORY_LIMIT));
  return params.toString();
}

/** What is wrong with the filters before asking, or undefined. */
export function historyFilterError(filters: HistoryFilters): string | undefined {
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) {
    return VENDOR_APP_TEXTS.history.datesReversed;
  }
  return undefined;
}
