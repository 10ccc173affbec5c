import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REPORT_MESSAGES,
  WebhookReportResponseSchema,
  type WebhookReportResponse,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import type { DashboardScope } from '../reports/dashboard-scope';
import { reportWindowParams, type ReportDates, type ReportPage } from '../reports/report-query';

export interface WebhookReportFilters extends ReportDates {
  /** Empty: All Events. */
  event: string;
  sourceIp: string;
}

export const NO_WEBHOOK_FILTERS: WebhookReportFilters = {
  startDate: '',
  endDate: '',
  event: '',
  sourceIp: '',
};

/** GET /api/admin/webhook-report; a `success: false` answer is a failure too (admin spec 8). */
async function fetchWebhookReport(query: URLSearchParams): Promise<WebhookReportResponse> {
  try {
    const report = WebhookReportResponseSchema.parse(
      await apiFetch<unknown>(`/api/admin/webhook-report?${query}`),
    );
    if (report.success) return report;
  } catch (error) {
    console.error(REPORT_MESSAGES.fetchWebhookFailed, error);
    throw new Error(REPORT_MESSAGES.fetchWebhookFailed, { cause: error });
  }
  throw new Error(REPORT_MESSAGES.fetchWebhookFailed);
}

/** One page of the webhook report; the previous page stays on screen while the next loads. */
export function useWebhookReport(filters: WebhookReportFilters, scope: DashboardScope, page: ReportPage) {
  const query = reportWindowParams(filters, scope.hours, scope.windowEnd);
  if (filters.event !== '') query.set('event', filters.event);
  if (filters.sourceIp.trim() !== '') query.set('sourceIp', filters.sourceIp.trim());
  query.set('limit', String(page.limit));
  query.set('offset', String(page.offset));
  return useQuery({
    queryKey: ['webhook-report', query.toString()],
    queryFn: () => fetchWebhookReport(query),
    placeholderData: keepPreviousData,
  });
}
