import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OrdersReportResponseSchema,
  REPORT_MESSAGES,
  type OrderStatus,
  type OrdersReportResponse,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import type { DashboardScope } from '../reports/dashboard-scope';
import { reportWindowParams, type ReportDates, type ReportPage } from '../reports/report-query';

export interface OrdersReportFilters extends ReportDates {
  /** Undefined: every status ("All"). */
  status?: OrderStatus;
}

/** The query string of the report and of its CSV export: the window and the status. */
export function ordersReportParams(filters: OrdersReportFilters, scope: DashboardScope): URLSearchParams {
  const params = reportWindowParams(filters, scope.hours, scope.windowEnd);
  if (filters.status !== undefined) params.set('status', filters.status);
  return params;
}

/** GET /api/admin/orders-report; a `success: false` answer is a failure too (admin spec 8). */
async function fetchOrdersReport(params: URLSearchParams, page: ReportPage): Promise<OrdersReportResponse> {
  const query = new URLSearchParams(params);
  query.set('limit', String(page.limit));
  query.set('offset', String(page.offset));
  try {
    const report = OrdersReportResponseSchema.parse(
      await apiFetch<unknown>(`/api/admin/orders-report?${query}`),
    );
    if (report.success) return report;
  } catch (error) {
    console.error(REPORT_MESSAGES.fetchOrdersFailed, error);
    throw new Error(REPORT_MESSAGES.fetchOrdersFailed, { cause: error });
  }
  throw new Error(REPORT_MESSAGES.fetchOrdersFailed);
}

/** One page of the orders report; the previous page stays on screen while the next loads. */
export function useOrdersReport(filters: OrdersReportFilters, scope: DashboardScope, page: ReportPage) {
  const params = ordersReportParams(filters, scope);
  return useQuery({
    queryKey: ['orders-report', params.toString(), page.limit, page.offset],
    queryFn: () => fetchOrdersReport(params, page),
    placeholderData: keepPreviousData,
  });
}

/** Where the browser downloads the report as CSV (the session cookie goes with the navigation). */
export function ordersReportExportUrl(filters: OrdersReportFilters, scope: DashboardScope): string {
  return `/api/admin/orders-report/export?${ordersReportParams(filters, scope)}`;
}
